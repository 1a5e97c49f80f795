import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { InviteWithInviter, MemberRow } from '../../db/rows.ts';
import { grantsByUser, inviteQuery, memberQuery } from './team-query.ts';

/** Members (owners first, then by joining date) and the invitations still open: neither used nor revoked. */
export async function listTeam(
  db: Kysely<Database>,
  workspaceId: string,
): Promise<{ members: MemberRow[]; grants: Map<string, string[]>; invites: InviteWithInviter[] }> {
  const members = await memberQuery(db, workspaceId).orderBy('m.created_at').orderBy('m.user_id').execute();
  const rank = { owner: 0, admin: 1, member: 2, client: 3 } as const;
  members.sort((a, b) => rank[a.role] - rank[b.role]);
  const invites = await inviteQuery(db)
    .where('i.workspace_id', '=', workspaceId)
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id')
    .execute();
  return { members, grants: await grantsByUser(db, workspaceId), invites };
}
