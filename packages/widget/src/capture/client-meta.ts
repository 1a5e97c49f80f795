import type { ClientMeta, Viewport } from '@commentflow/shared/schemas/comment';
import { CAPTURE_HUB_GLOBAL, type CaptureWindow } from './capture-hooks.ts';
import { PageErrors } from './page-errors.ts';
import { parseUserAgent } from './user-agent.ts';

let pageErrors: PageErrors | null = null;

/**
 * Takes over the page's console errors and failed requests that the loader's hooks have recorded since
 * it ran. The widget's own calls to its server are left out: they are not the page's problems. (An app
 * loaded by a loader from before the hooks, for the few minutes both are cached, records nothing.)
 */
export function recordPageErrors(apiOrigin: string): void {
  const hub = (window as CaptureWindow)[CAPTURE_HUB_GLOBAL];
  if (!hub || pageErrors) return;
  pageErrors = new PageErrors(() => location.href, {
    ignoreUrl: (url) => url.startsWith(`${apiOrigin}/api/widget/`) || url.startsWith(`${apiOrigin}/socket.io/`),
  }).adopt(hub);
}

/** Leaves the widget's own work out of the page's errors until the returned function is called. */
export function pausePageErrors(): () => void {
  return pageErrors?.pause() ?? (() => undefined);
}

/** The browser details sent with a new comment. */
export function clientMeta(): ClientMeta {
  const userAgent = navigator.userAgent.slice(0, 1000);
  const meta: ClientMeta = { userAgent, ...parseUserAgent(userAgent) };
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (timezone) meta.timezone = timezone.slice(0, 100);
  if (navigator.language) meta.language = navigator.language.slice(0, 35);
  const ratio = window.devicePixelRatio;
  if (ratio > 0 && ratio <= 16) meta.devicePixelRatio = Math.round(ratio * 100) / 100;
  if (pageErrors) Object.assign(meta, pageErrors.snapshot());
  return meta;
}

export function currentViewport(): Viewport {
  return {
    width: Math.max(1, Math.round(window.innerWidth)),
    height: Math.max(1, Math.round(window.innerHeight)),
  };
}
