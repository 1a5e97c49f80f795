import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';

export interface ExportRequest {
  exportId: string;
  /** The caller already had an export of this workspace in the making: that one is answered. */
  alreadyQueued: boolean;
}

/**
 * Queues an export of the workspace for the caller (already authorized), with its `export-build` job in
 * the same transaction. A second request while the first is still queued or building joins it rather
 * than building the same archive twice; the unique index `data_exports_one_open` decides when two
 * requests race.
 */
export async function requestExport(
  trx: Transaction<Database>,
  jobs: JobQueue,
  caller: { userId: string; workspaceId: string },
): Promise<ExportRequest> {
  for (;;) {
    const inserted = await trx
      .insertInto('data_exports')
      .values({
        id: randomUUID(),
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
      // A conflict, not an error: on PostgreSQL an error would abort the transaction.
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      await jobs.enqueue(trx, 'export-build', { exportId: inserted.id });
      return { exportId: inserted.id, alreadyQueued: false };
    }
    const open = await trx
      .selectFrom('data_exports')
      .select('id')
      .where('workspace_id', '=', caller.workspaceId)
      .where('requested_by', '=', caller.userId)
      .where('status', 'in', ['pending', 'running'])
      .executeTakeFirst();
    // Finished between the insert and this read: queue a fresh one.
    if (open) return { exportId: open.id, alreadyQueued: true };
  }
}
