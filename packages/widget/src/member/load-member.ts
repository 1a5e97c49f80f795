import { loadScript } from '../lib/load-script.ts';
import { MEMBER_BUNDLE, MEMBER_GLOBAL, type MemberBundle, type MemberWindow } from './member-api.ts';

/** Loads widget-member.js from our server once (for a member only) and answers its API. */
export function loadMemberBundle(origin: string): Promise<MemberBundle> {
  return loadScript(origin, MEMBER_BUNDLE, () => (window as MemberWindow)[MEMBER_GLOBAL]);
}
