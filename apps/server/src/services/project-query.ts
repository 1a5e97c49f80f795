import type { Kysely, Transaction } from 'kysely';
import type { Database, ProjectRow } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function findProject(db: Db, projectId: string): Promise<ProjectRow | undefined> {
  return db.selectFrom('projects').selectAll().where('id', '=', projectId).executeTakeFirst();
}

/** A workspace's projects in creation order; `visible` (a client's grants) narrows them, null means all. */
export async function listProjects(db: Db, workspaceId: string, visible: string[] | null): Promise<ProjectRow[]> {
  if (visible?.length === 0) return [];
  return db
    .selectFrom('projects')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .$if(visible !== null, (qb) => qb.where('id', 'in', visible ?? []))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
