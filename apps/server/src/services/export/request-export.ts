import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../is-unique-violation.ts';

export interface ExportRequest {
  exportId: string;
  /** The caller already had an export of this workspace in the making: that one is answered. */
  alreadyQueued: boolean;
}

/**
 * Queues an export of the workspace for the caller (already authorized). A second request while the
 * first is still queued or building joins it rather than building the same archive twice; the unique
 * index `data_exports_one_open` decides when two requests race.
 */
export async function requestExport(db: Kysely<Database>, caller: { userId: string; workspaceId: string }): Promise<ExportRequest> {
  const id = randomUUID();
  try {
    await db
      .insertInto('data_exports')
      .values({
        id,
        workspace_id: caller.workspaceId,
        requested_by: caller.userId,
        status: 'pending',
        data: null,
        byte_size: null,
        created_at: new Date().toISOString(),
        started_at: null,
        completed_at: null,
        expires_at: null,
      })
      .execute();
    return { exportId: id, alreadyQueued: false };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const open = await db
      .selectFrom('data_exports')
      .select('id')
      .where('workspace_id', '=', caller.workspaceId)
      .where('requested_by', '=', caller.userId)
      .where('status', 'in', ['pending', 'running'])
      .executeTakeFirst();
    // Finished between the insert and this read: queue a fresh one.
    if (!open) return requestExport(db, caller);
    return { exportId: open.id, alreadyQueued: true };
  }
}
