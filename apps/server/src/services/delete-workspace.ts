import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Deletes a workspace with everything in it. Its projects, comments, memberships and notifications
 * go with it through the foreign keys' ON DELETE CASCADE (SQLite enforces them, see db/client.ts).
 */
export async function deleteWorkspace(trx: Transaction<Database>, workspaceId: string): Promise<void> {
  await trx.deleteFrom('workspaces').where('id', '=', workspaceId).execute();
}
