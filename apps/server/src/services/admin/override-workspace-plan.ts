import type { Kysely } from 'kysely';
import type { UpdateAdminWorkspaceRequest } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';

/** An administrator's plan override and exempt flag, outside billing (decisions.md "Plans"). */
export async function overrideWorkspacePlan(trx: Kysely<Database>, workspaceId: string, changes: UpdateAdminWorkspaceRequest): Promise<void> {
  const result = await trx
    .updateTable('workspaces')
    .set({
      ...(changes.plan === undefined ? {} : { plan: changes.plan }),
      ...(changes.exempt === undefined ? {} : { exempt: changes.exempt ? 1 : 0 }),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', workspaceId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('Workspace');
}
