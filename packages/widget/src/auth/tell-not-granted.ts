import { currentLanguage } from '../i18n/translate.ts';
import type { NotGranted } from '../lib/handoff.ts';
import { loadMemberBundle } from '../member/load-member.ts';

/**
 * Tells a signed-in person whose account this project is not shared with why they are no longer signed
 * in here; the notice and its words are in the member bundle, which a visitor never loads.
 */
export function tellNotGranted(origin: string, kind: NotGranted, nonce: string): void {
  loadMemberBundle(origin).then(
    (bundle) => bundle.tellNotGranted(kind, currentLanguage(), nonce),
    (error: unknown) => console.warn('CommentFlow: your account has no access to this project here.', error),
  );
}
