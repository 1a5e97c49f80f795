import { h } from '../app/dom.ts';
import type { MemberStrings } from './member-strings.ts';
import type { NotGranted } from '../lib/handoff.ts';
import { createShadowHost } from '../lib/shadow-host.ts';

// Two sentences to read, so longer on screen than the widget's short hints.
const NOTICE_MS = 12_000;
const NOTICE_CSS =
  '.cf-not-granted{position:fixed;top:16px;left:50%;transform:translateX(-50%);box-sizing:border-box;width:max-content;max-width:min(440px,calc(100vw - 32px));padding:10px 16px;border-radius:10px;border:1px solid rgba(255,255,255,.2);background:#111827;color:#fff;font:400 14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;text-align:left;box-shadow:0 6px 20px rgba(17,24,39,.25);pointer-events:none}';

/**
 * Tells a signed-in person whose account this project is not shared with why they are no longer
 * signed in here. In a host of its own, so it also shows when the widget itself stays away.
 */
export function showNotGrantedNotice(kind: NotGranted, strings: MemberStrings, nonce: string): void {
  const { host, root } = createShadowHost('commentflow-notice', NOTICE_CSS, nonce);
  root.append(h('div', { class: 'cf-not-granted', role: 'alert' }, kind === 'guest' ? strings.notGrantedGuest : strings.notGrantedClosed));
  setTimeout(() => host.remove(), NOTICE_MS);
}
