import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { InviteWithInviter, MemberRow } from '../../db/rows.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function memberQuery(db: Db, workspaceId: string) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'u.email', 'u.display_name', 'u.photo_url', 'm.role', 'm.created_at'])
    .where('m.workspace_id', '=', workspaceId);
}

export async function findMember(db: Db, workspaceId: string, userId: string): Promise<MemberRow | undefined> {
  return memberQuery(db, workspaceId).where('m.user_id', '=', userId).executeTakeFirst();
}

/** Each client's granted project ids, by user id. */
export async function grantsByUser(db: Db, workspaceId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('project_grants as g')
    .innerJoin('projects as p', 'p.id', 'g.project_id')
    .select(['g.user_id', 'g.project_id'])
    .where('g.workspace_id', '=', workspaceId)
    .orderBy('p.created_at')
    .execute();
  const grants = new Map<string, string[]>();
  for (const row of rows) grants.set(row.user_id, [...(grants.get(row.user_id) ?? []), row.project_id]);
  return grants;
}

export function inviteQuery(db: Db) {
  return db
    .selectFrom('invites as i')
    .leftJoin('users as inviter', 'inviter.id', 'i.invited_by')
    .selectAll('i')
    .select('inviter.display_name as invited_by_name');
}

export async function findInvite(db: Db, inviteId: string): Promise<InviteWithInviter | undefined> {
  return inviteQuery(db).where('i.id', '=', inviteId).executeTakeFirst();
}

/** An invitation still open to resend or revoke: neither accepted nor revoked. */
export async function findOpenInvite(db: Db, inviteId: string): Promise<InviteWithInviter | undefined> {
  const invite = await findInvite(db, inviteId);
  return invite && !invite.accepted_at && !invite.revoked_at ? invite : undefined;
}

export async function countOwners(db: Db, workspaceId: string): Promise<number> {
  const row = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('workspace_id', '=', workspaceId)
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
