// widget-member.js: what only signed-in team members use, loaded at a member's first sign-in
// (auth/member-area.ts) or when their account is refused (auth/tell-not-granted.ts), so visitors and
// guests never download it.
import { MEMBER_GLOBAL, type MemberWindow } from './member-api.ts';
import { createMemberFeatures } from './member-features.ts';
import { MEMBER_STRINGS } from './member-strings.ts';
import { showNotGrantedNotice } from './not-granted-notice.ts';

(window as MemberWindow)[MEMBER_GLOBAL] = {
  create: createMemberFeatures,
  tellNotGranted: (kind, language, nonce) => showNotGrantedNotice(kind, MEMBER_STRINGS[language], nonce),
};
