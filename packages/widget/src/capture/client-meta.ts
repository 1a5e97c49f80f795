import type { ClientMeta, Viewport } from '@commentflow/shared/schemas/comment';
import { parseUserAgent } from './user-agent.ts';

/** The browser details sent with a new comment. */
export function clientMeta(): ClientMeta {
  const userAgent = navigator.userAgent.slice(0, 1000);
  const meta: ClientMeta = { userAgent, ...parseUserAgent(userAgent) };
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (timezone) meta.timezone = timezone.slice(0, 100);
  if (navigator.language) meta.language = navigator.language.slice(0, 35);
  return meta;
}

export function currentViewport(): Viewport {
  return {
    width: Math.max(1, Math.round(window.innerWidth)),
    height: Math.max(1, Math.round(window.innerHeight)),
  };
}
