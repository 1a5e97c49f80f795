// widget-member.js: what only signed-in team members use, loaded at a member's first sign-in
// (auth/member-area.ts), so visitors and guests never download it.
import { MEMBER_GLOBAL, type MemberWindow } from './member-api.ts';
import { createMemberFeatures } from './member-features.ts';

(window as MemberWindow)[MEMBER_GLOBAL] = createMemberFeatures;
