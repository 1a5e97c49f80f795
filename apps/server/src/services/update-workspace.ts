import type { Transaction } from 'kysely';
import type { UpdateWorkspaceRequest } from '@commentflow/shared';
import type { Database, WorkspaceRow } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { assertSlugFree, slugTaken } from './create-workspace.ts';
import { isUniqueViolation } from './is-unique-violation.ts';

export async function updateWorkspace(
  trx: Transaction<Database>,
  workspaceId: string,
  patch: UpdateWorkspaceRequest,
): Promise<WorkspaceRow> {
  if (patch.slug !== undefined) await assertSlugFree(trx, patch.slug, workspaceId);
  try {
    const row = await trx
      .updateTable('workspaces')
      .set({ ...patch, updated_at: new Date().toISOString() })
      .where('id', '=', workspaceId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound('Workspace');
    return row;
  } catch (error) {
    if (patch.slug !== undefined && isUniqueViolation(error)) throw slugTaken(patch.slug);
    throw error;
  }
}
