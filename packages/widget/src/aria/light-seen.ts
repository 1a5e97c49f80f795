import type { Finding } from './finding.ts';

/**
 * Runtime problems the light checks saw in this page view (errors, failed requests, sockets), kept on
 * window for a member's full scan, which cannot see the past itself. Set once the light checks run,
 * so a second copy of their bundle stays idle.
 */
export const LIGHT_SEEN = '__commentflowAriaLight';
export type LightWindow = { [LIGHT_SEEN]?: Finding[] };
