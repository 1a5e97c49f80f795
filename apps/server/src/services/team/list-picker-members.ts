import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { can, type MemberSummary } from '@commentflow/shared';
import type { Membership } from '../../policies/visible-projects.ts';

/**
 * The members the pickers offer (assignees, @mentions), as the reader may see them. Whoever may read
 * the team (/team) gets everyone with their e-mail. A client may not: the workspace's other customers
 * are none of their business, so a client gets only the team (owners, admins, members, who work on
 * every project and are the only ones a thread is assigned to), named but without e-mail addresses.
 */
export async function listPickerMembers(db: Kysely<Database>, reader: Membership): Promise<MemberSummary[]> {
  const seesTeam = can(reader.role, 'team:read');
  let query = db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.display_name', 'u.email', 'u.photo_url', 'm.role'])
    .where('m.workspace_id', '=', reader.workspaceId);
  if (!seesTeam) query = query.where('m.role', '!=', 'client');
  const rows = await query.orderBy('u.display_name').orderBy('u.id').execute();
  return rows.map((row) => ({
    userId: row.id,
    displayName: row.display_name,
    email: seesTeam ? row.email : null,
    photoURL: row.photo_url,
    role: row.role,
  }));
}
