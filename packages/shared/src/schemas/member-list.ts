import { z } from 'zod';
import { Id } from './common.ts';
import { Role } from './workspace.ts';

/**
 * A workspace member as pickers show them (assignees, @mentions). Read-only. `email` is null for a
 * client reader, who sees only the team and not its addresses.
 */
export const MemberSummary = z.object({
  userId: Id,
  displayName: z.string(),
  email: z.string().nullable(),
  photoURL: z.string().nullable(),
  role: Role,
});
export type MemberSummary = z.infer<typeof MemberSummary>;

export const MemberListResponse = z.object({ members: z.array(MemberSummary) });
export type MemberListResponse = z.infer<typeof MemberListResponse>;
