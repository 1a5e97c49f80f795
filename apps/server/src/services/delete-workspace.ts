import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Who and what a deleted workspace leaves behind to tell: its members' dashboards, its projects' widgets. */
export interface DeletedWorkspace {
  memberIds: string[];
  projectIds: string[];
}

/**
 * Deletes a workspace with everything in it. Its projects, comments, memberships and notifications
 * go with it through the foreign keys' ON DELETE CASCADE (SQLite enforces them, see db/client.ts).
 */
export async function deleteWorkspace(trx: Transaction<Database>, workspaceId: string): Promise<DeletedWorkspace> {
  const members = await trx.selectFrom('memberships').select('user_id').where('workspace_id', '=', workspaceId).execute();
  const projects = await trx.selectFrom('projects').select('id').where('workspace_id', '=', workspaceId).execute();
  await trx.deleteFrom('workspaces').where('id', '=', workspaceId).execute();
  return { memberIds: members.map((member) => member.user_id), projectIds: projects.map((project) => project.id) };
}
