import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Adds project grants a client does not have yet (projects deleted since the invitation are skipped). */
export async function grantProjects(trx: Transaction<Database>, workspaceId: string, userId: string, projectIds: string[]): Promise<void> {
  if (projectIds.length === 0) return;
  const [projects, held] = await Promise.all([
    trx.selectFrom('projects').select('id').where('workspace_id', '=', workspaceId).where('id', 'in', projectIds).execute(),
    trx.selectFrom('project_grants').select('project_id').where('user_id', '=', userId).where('project_id', 'in', projectIds).execute(),
  ]);
  const already = new Set(held.map((row) => row.project_id));
  const now = new Date().toISOString();
  const rows = projects
    .filter((p) => !already.has(p.id))
    .map((p) => ({ project_id: p.id, user_id: userId, workspace_id: workspaceId, created_at: now }));
  if (rows.length > 0) await trx.insertInto('project_grants').values(rows).execute();
}

/** Replaces a client's grants with exactly these projects. */
export async function setGrants(trx: Transaction<Database>, workspaceId: string, userId: string, projectIds: string[]): Promise<void> {
  await trx.deleteFrom('project_grants').where('workspace_id', '=', workspaceId).where('user_id', '=', userId).execute();
  await grantProjects(trx, workspaceId, userId, projectIds);
}
