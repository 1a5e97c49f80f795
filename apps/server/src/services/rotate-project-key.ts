import type { Transaction } from 'kysely';
import type { Database, ProjectRow } from '../db/schema.ts';
import { newPublicKey } from './create-project.ts';

/** A new public key; the old one matches no project from this commit on, so it stops working at once. */
export async function rotateProjectKey(trx: Transaction<Database>, project: ProjectRow): Promise<ProjectRow> {
  return trx
    .updateTable('projects')
    .set({ public_key: newPublicKey(), updated_at: new Date().toISOString() })
    .where('id', '=', project.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
