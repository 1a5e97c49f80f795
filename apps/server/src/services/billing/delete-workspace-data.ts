import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface DeletedCounts {
  comments: number;
  screenshots: number;
  projects: number;
  exports: number;
  notifications: number;
}

/**
 * Deletes everything a free workspace holds once its retention ended: comments and replies,
 * screenshots (stored in the database), projects, exports and notifications. The workspace and its
 * members stay, so the owner can start again or upgrade. Explicit deletes rather than trusting
 * ON DELETE CASCADE; screenshots and replies first, for the foreign keys.
 */
export async function deleteWorkspaceData(trx: Transaction<Database>, workspaceId: string): Promise<DeletedCounts> {
  const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  const screenshots = count(await trx.deleteFrom('screenshots').where('workspace_id', '=', workspaceId).executeTakeFirst());
  const notifications = count(await trx.deleteFrom('notifications').where('workspace_id', '=', workspaceId).executeTakeFirst());
  const replies = count(
    await trx.deleteFrom('comments').where('workspace_id', '=', workspaceId).where('parent_id', 'is not', null).executeTakeFirst(),
  );
  const roots = count(await trx.deleteFrom('comments').where('workspace_id', '=', workspaceId).executeTakeFirst());
  await trx.deleteFrom('project_grants').where('workspace_id', '=', workspaceId).execute();
  const projects = count(await trx.deleteFrom('projects').where('workspace_id', '=', workspaceId).executeTakeFirst());
  const exports = count(await trx.deleteFrom('data_exports').where('workspace_id', '=', workspaceId).executeTakeFirst());
  return { comments: replies + roots, screenshots, projects, exports, notifications };
}

/** What deleteWorkspaceData would delete, for the dry run. */
export async function countWorkspaceData(trx: Transaction<Database>, workspaceId: string): Promise<DeletedCounts> {
  const n = async (table: 'comments' | 'screenshots' | 'projects' | 'data_exports' | 'notifications') =>
    Number(
      (
        await trx
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('workspace_id', '=', workspaceId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    comments: await n('comments'),
    screenshots: await n('screenshots'),
    projects: await n('projects'),
    exports: await n('data_exports'),
    notifications: await n('notifications'),
  };
}
