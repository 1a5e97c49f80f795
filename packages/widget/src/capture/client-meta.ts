import type { ClientMeta, Viewport } from '@commentflow/shared/schemas/comment';
import { PageErrors } from './page-errors.ts';
import { parseUserAgent } from './user-agent.ts';

let pageErrors: PageErrors | null = null;

/**
 * Starts recording the page's console errors and failed requests, as early as the widget app runs.
 * The widget's own calls to its server are left out: they are not the page's problems.
 */
export function recordPageErrors(apiOrigin: string): void {
  pageErrors ??= new PageErrors(window, {
    ignoreUrl: (url) => url.startsWith(`${apiOrigin}/api/widget/`) || url.startsWith(`${apiOrigin}/socket.io/`),
  }).start();
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
