import type { Transaction } from 'kysely';
import type { Database, ProjectRow } from '../db/schema.ts';

/** A project goes with all its threads and replies. */
export async function deleteProject(trx: Transaction<Database>, project: ProjectRow): Promise<void> {
  // Explicit rather than trusting ON DELETE CASCADE, which SQLite applies only with foreign_keys on.
  await trx.deleteFrom('comments').where('project_id', '=', project.id).where('parent_id', 'is not', null).execute();
  await trx.deleteFrom('comments').where('project_id', '=', project.id).execute();
  await trx.deleteFrom('projects').where('id', '=', project.id).execute();
}
