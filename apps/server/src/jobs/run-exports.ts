import type { FastifyInstance } from 'fastify';
import { EXPORT_DOWNLOAD_DAYS, exportDownloadPath, type ExportCompletePayload } from '@commentflow/shared';
import type { DataExportRow } from '../db/schema.ts';
import { buildExportArchive } from '../services/export/build-export-archive.ts';

const SWEEP_MS = 60_000;
// Longer than any export takes: a row still `running` after this lost its instance (stopped, crashed).
const STALE_RUNNING_MS = 30 * 60_000;
const DAY_MS = 86_400_000;

export interface ExportJobs {
  /** Starts building the queued exports now (after a request committed), unless this instance runs none. */
  kick(): void;
}

/**
 * Claims one queued export: the conditional update lets exactly one instance (and one drain) have it.
 */
async function claimNext(app: FastifyInstance): Promise<DataExportRow | null> {
  const queued = await app.db.selectFrom('data_exports').select('id').where('status', '=', 'pending').orderBy('created_at').limit(5).execute();
  for (const { id } of queued) {
    const claimed = await app.db
      .updateTable('data_exports')
      .set({ status: 'running', started_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) {
      return app.db.selectFrom('data_exports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    }
  }
  return null;
}

function tell(app: FastifyInstance, row: Pick<DataExportRow, 'id' | 'workspace_id' | 'requested_by'>, ready: { expiresAt: string } | null): void {
  const payload: ExportCompletePayload = {
    userId: row.requested_by,
    workspaceId: row.workspace_id,
    exportId: row.id,
    status: ready ? 'ready' : 'failed',
    downloadUrl: ready ? exportDownloadPath(row.id) : null,
    expiresAt: ready?.expiresAt ?? null,
  };
  app.realtime.publish([{ name: 'export_complete', payload }]);
}

async function buildOne(app: FastifyInstance, row: DataExportRow): Promise<void> {
  try {
    const archive = await buildExportArchive(app.db, row.workspace_id);
    const now = Date.now();
    const expiresAt = new Date(now + EXPORT_DOWNLOAD_DAYS * DAY_MS).toISOString();
    await app.db
      .updateTable('data_exports')
      .set({ status: 'ready', data: archive, byte_size: archive.length, completed_at: new Date(now).toISOString(), expires_at: expiresAt })
      .where('id', '=', row.id)
      .execute();
    app.log.info({ exportId: row.id, workspaceId: row.workspace_id, bytes: archive.length }, 'data export ready');
    tell(app, row, { expiresAt });
  } catch (error) {
    app.log.error({ err: error, exportId: row.id, workspaceId: row.workspace_id }, 'data export failed');
    await app.db
      .updateTable('data_exports')
      .set({ status: 'failed', completed_at: new Date().toISOString(), expires_at: new Date(Date.now() + EXPORT_DOWNLOAD_DAYS * DAY_MS).toISOString() })
      .where('id', '=', row.id)
      .execute();
    tell(app, row, null);
  }
}

/** Builds every queued export, one at a time; returns how many this call built. */
export async function runPendingExports(app: FastifyInstance): Promise<number> {
  let built = 0;
  for (let row = await claimNext(app); row; row = await claimNext(app)) {
    await buildOne(app, row);
    built += 1;
  }
  return built;
}

/**
 * Housekeeping: an export whose instance died while building it is failed (and its requester told),
 * and exports past their download window are deleted with their archive.
 */
export async function sweepExports(app: FastifyInstance): Promise<void> {
  const now = Date.now();
  const stale = await app.db
    .updateTable('data_exports')
    .set({ status: 'failed', completed_at: new Date(now).toISOString(), expires_at: new Date(now + EXPORT_DOWNLOAD_DAYS * DAY_MS).toISOString() })
    .where('status', '=', 'running')
    .where('started_at', '<', new Date(now - STALE_RUNNING_MS).toISOString())
    .returning(['id', 'workspace_id', 'requested_by'])
    .execute();
  for (const row of stale) tell(app, row, null);
  const deleted = await app.db.deleteFrom('data_exports').where('expires_at', '<', new Date(now).toISOString()).executeTakeFirst();
  if (Number(deleted.numDeletedRows) > 0) app.log.info({ deleted: Number(deleted.numDeletedRows) }, 'expired data exports deleted');
}

/**
 * Runs the export jobs on this instance (unless EXPORT_JOBS=false): at once when a request comes in,
 * and every minute for exports queued through other instances or left behind by a stopped one.
 * One drain at a time per instance; several instances share the queue through claimNext.
 */
export function scheduleExports(app: FastifyInstance): ExportJobs {
  if (!app.config.exportJobs) return { kick: () => undefined };
  let draining: Promise<void> | null = null;
  let again = false;
  let closing = false;

  const drain = () => {
    if (closing) return;
    if (draining) {
      again = true;
      return;
    }
    draining = runPendingExports(app)
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, 'data export queue failed'))
      .finally(() => {
        draining = null;
        if (again) {
          again = false;
          drain();
        }
      });
  };

  const timer = setInterval(() => {
    sweepExports(app).then(drain, (error: unknown) => app.log.error({ err: error }, 'data export sweep failed'));
  }, SWEEP_MS);
  timer.unref();
  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(timer);
    // The database closes after this: let an export being built finish writing first.
    await draining;
  });
  return { kick: drain };
}
