import type { FastifyInstance } from 'fastify';
import { EXPORT_DOWNLOAD_DAYS, exportDownloadPath, type ExportCompletePayload } from '@commentflow/shared';
import type { Kysely } from 'kysely';
import type { Database, DataExportRow } from '../../db/schema.ts';
import type { DomainEvent } from '../domain-events.ts';
import { buildExportArchive } from './build-export-archive.ts';

const DAY_MS = 86_400_000;
const SWEEP_MS = 60_000;
/** A build that fails is tried again after these waits, then the export is failed and its requester told. */
export const EXPORT_RETRY_DELAYS_MS = [15_000, 2 * 60_000];
const BUILD_TIMEOUT_MS = 10 * 60_000;
// Longer than a build with its retries and leases: an export still `running` after this lost its job
// (its instance died during the last try, which the job layer fails without calling the handler).
const STALE_RUNNING_MS = 60 * 60_000;

type Finished = Pick<DataExportRow, 'id' | 'workspace_id' | 'requested_by'>;

function completeEvent(row: Finished, ready: { expiresAt: string } | null): DomainEvent {
  const payload: ExportCompletePayload = {
    userId: row.requested_by,
    workspaceId: row.workspace_id,
    exportId: row.id,
    status: ready ? 'ready' : 'failed',
    downloadUrl: ready ? exportDownloadPath(row.id) : null,
    expiresAt: ready?.expiresAt ?? null,
  };
  return { name: 'export_complete', payload };
}

/**
 * Records exports' ends with `finish` and tells their requesters: the `export_complete` events are
 * recorded in the same transaction (ADR 019, 037), so a requester hears even if this instance stops.
 */
async function finishExports(
  app: FastifyInstance,
  finish: (trx: Kysely<Database>) => Promise<Finished[]>,
  ready: { expiresAt: string } | null,
): Promise<void> {
  const { events } = await app.db.transaction().execute(async (trx) => {
    const rows = await finish(trx);
    return app.realtime.record(trx, { events: rows.map((row) => completeEvent(row, ready)) });
  });
  app.realtime.publish(events);
}

const failedUntil = (now: number) => ({
  status: 'failed' as const,
  completed_at: new Date(now).toISOString(),
  expires_at: new Date(now + EXPORT_DOWNLOAD_DAYS * DAY_MS).toISOString(),
});

/** Builds one queued export (the `export-build` job); on its last try a failure fails the export. */
async function buildExport(app: FastifyInstance, exportId: string, lastTry: boolean): Promise<void> {
  const row = await app.db
    .updateTable('data_exports')
    .set({ status: 'running', started_at: new Date().toISOString() })
    .where('id', '=', exportId)
    // Already built (a run whose completion was not recorded) or deleted with its workspace: done.
    .where('status', 'in', ['pending', 'running'])
    .returning(['id', 'workspace_id', 'requested_by'])
    .executeTakeFirst();
  if (!row) return;
  try {
    const archive = await buildExportArchive(app.db, row.workspace_id);
    const now = Date.now();
    const expiresAt = new Date(now + EXPORT_DOWNLOAD_DAYS * DAY_MS).toISOString();
    await finishExports(
      app,
      async (trx) => {
        await trx
          .updateTable('data_exports')
          .set({
            status: 'ready',
            data: archive,
            byte_size: archive.length,
            completed_at: new Date(now).toISOString(),
            expires_at: expiresAt,
          })
          .where('id', '=', row.id)
          .execute();
        return [row];
      },
      { expiresAt },
    );
    app.log.info({ exportId: row.id, workspaceId: row.workspace_id, bytes: archive.length }, 'data export ready');
  } catch (error) {
    if (lastTry) {
      app.log.error({ err: error, exportId: row.id, workspaceId: row.workspace_id }, 'data export failed');
      await finishExports(
        app,
        async (trx) => {
          await trx.updateTable('data_exports').set(failedUntil(Date.now())).where('id', '=', row.id).execute();
          return [row];
        },
        null,
      );
    }
    throw error;
  }
}

/**
 * Housekeeping (the recurring `export-sweep` job): an export whose build was lost is failed and its
 * requester told, and exports past their download window are deleted with their archive.
 */
export async function sweepExports(app: FastifyInstance): Promise<void> {
  const now = Date.now();
  await finishExports(
    app,
    (trx) =>
      trx
        .updateTable('data_exports')
        .set(failedUntil(now))
        .where('status', 'in', ['pending', 'running'])
        .where((eb) => eb(eb.fn.coalesce('started_at', 'created_at'), '<', new Date(now - STALE_RUNNING_MS).toISOString()))
        .returning(['id', 'workspace_id', 'requested_by'])
        .execute(),
    null,
  );
  const deleted = await app.db.deleteFrom('data_exports').where('expires_at', '<', new Date(now).toISOString()).executeTakeFirst();
  if (Number(deleted.numDeletedRows) > 0) app.log.info({ deleted: Number(deleted.numDeletedRows) }, 'expired data exports deleted');
}

/** The data exports' jobs: a build per request (enqueued by requestExport), a sweep every minute. */
export function registerExportJobs(app: FastifyInstance): void {
  app.jobs.work('export-build', ({ exportId }, job) => buildExport(app, exportId, job.attempt > EXPORT_RETRY_DELAYS_MS.length), {
    retryDelaysMs: EXPORT_RETRY_DELAYS_MS,
    timeoutMs: BUILD_TIMEOUT_MS,
  });
  app.jobs.work('export-sweep', () => sweepExports(app));
  app.jobs.every('export-sweep', SWEEP_MS);
}
