import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Holds the workspace row until the transaction ends: a no-op update takes PostgreSQL's row lock (SQLite
 * runs one write transaction at a time anyway). What the transaction reads next is current, and other
 * writers of the same workspace wait.
 */
export async function lockWorkspace(trx: Transaction<Database>, workspaceId: string): Promise<void> {
  await trx
    .updateTable('workspaces')
    .set({ plan: sql<'free' | 'starter' | 'pro'>`plan` })
    .where('id', '=', workspaceId)
    .execute();
}
