import type { FastifyInstance } from 'fastify';
import { BILLING_PATH, RETENTION_EMAIL_DAYS, warningLevel, type RetentionWarningPayload } from '@commentflow/shared';
import type { WorkspaceRow } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { retentionMail } from '../../mail/retention-mail.ts';
import { countUsage } from './count-usage.ts';
import { countWorkspaceData, deleteWorkspaceData, type DeletedCounts } from './delete-workspace-data.ts';
import { lockWorkspace } from './lock-workspace.ts';
import { notifyRetentionChanged } from './notify-retention.ts';
import { planState } from './plan-state.ts';

export interface SweepResult {
  warned: string[];
  deleted: { workspaceId: string; counts: DeletedCounts }[];
  dryRun: boolean;
}

/**
 * The daily retention run (docs/product/plans-and-retention.md#retention): every free workspace
 * that is not exempt is warned at 14, 7, 3 and 1 days (owners by e-mail, members by `retention-warning`),
 * and its data deleted once its date has passed. Paid, trial and exempt workspaces, and every workspace
 * under PLANS=off, are never touched. With RETENTION_DELETION=dry-run it logs what it would delete.
 * Meant to run once per cluster (the job layer); the deletion re-checks the workspace inside its
 * transaction, so a payment that lands meanwhile wins. `now` lets tests move the clock.
 */
export async function runRetentionSweep(app: FastifyInstance, mailer: Mailer, now = Date.now()): Promise<SweepResult> {
  const { plansEnabled, deletionDryRun } = app.config.billing;
  const result: SweepResult = { warned: [], deleted: [], dryRun: deletionDryRun };
  if (!plansEnabled) return result;
  const candidates = await app.db.selectFrom('workspaces').selectAll().where('plan', '=', 'free').where('exempt', '=', 0).execute();
  for (const workspace of candidates) {
    const state = planState(workspace, now, true);
    if (state.status !== 'limited' || state.daysRemaining === null) continue;
    if (state.daysRemaining === 0) {
      const counts = await deleteIfStillDue(app, workspace.id, now, deletionDryRun);
      if (counts) result.deleted.push({ workspaceId: workspace.id, counts });
      continue;
    }
    if (await warnIfDue(app, mailer, workspace, state.daysRemaining, state.deletionDate!)) result.warned.push(workspace.id);
  }
  return result;
}

async function deleteIfStillDue(app: FastifyInstance, workspaceId: string, now: number, dryRun: boolean): Promise<DeletedCounts | null> {
  const counts = await app.db
    .transaction()
    .execute(async (trx) => {
      // Re-read under the write lock: a payment or an admin's exemption since the list was read wins.
      await lockWorkspace(trx, workspaceId);
      const fresh = await trx.selectFrom('workspaces').selectAll().where('id', '=', workspaceId).executeTakeFirst();
      if (!fresh || fresh.plan !== 'free' || fresh.exempt === 1) return null;
      const state = planState(fresh, now, true);
      if (state.status !== 'limited' || state.daysRemaining !== 0) return null;
      if (dryRun) {
        const would = await countWorkspaceData(trx, workspaceId);
        // Rolled back: a dry run changes nothing, not even the lock's no-op write.
        throw new DryRun(would);
      }
      const deleted = await deleteWorkspaceData(trx, workspaceId);
      // The workspace starts a new retention period with nothing in it.
      await trx
        .updateTable('workspaces')
        .set({ data_deleted_at: new Date(now).toISOString(), free_since: new Date(now).toISOString(), retention_mailed_days: null })
        .where('id', '=', workspaceId)
        .execute();
      return deleted;
    })
    .catch((error: unknown) => {
      if (error instanceof DryRun) return error.counts;
      throw error;
    });
  if (!counts) return null;
  app.log.info(
    { workspaceId, ...counts, dryRun },
    dryRun ? 'retention: would delete the data of a free workspace (dry run)' : 'retention: deleted the data of a free workspace',
  );
  if (!dryRun) await notifyRetentionChanged(app, workspaceId);
  return counts;
}

class DryRun extends Error {
  constructor(readonly counts: DeletedCounts) {
    super('dry run');
  }
}

/** The e-mail threshold the workspace has reached (14, 7, 3, 1), if it was not mailed for it yet. */
function dueThreshold(daysRemaining: number, mailed: number | null): number | null {
  const reached = [...RETENTION_EMAIL_DAYS].reverse().find((days) => daysRemaining <= days) ?? null;
  if (reached === null || (mailed !== null && mailed <= reached)) return null;
  return reached;
}

async function warnIfDue(
  app: FastifyInstance,
  mailer: Mailer,
  workspace: WorkspaceRow,
  daysRemaining: number,
  deletionDate: string,
): Promise<boolean> {
  const threshold = dueThreshold(daysRemaining, workspace.retention_mailed_days);
  if (threshold === null) return false;
  // Claimed first: two runs meeting here send the e-mail once.
  const claimed = await app.db
    .updateTable('workspaces')
    .set({ retention_mailed_days: threshold })
    .where('id', '=', workspace.id)
    .where((eb) => eb.or([eb('retention_mailed_days', 'is', null), eb('retention_mailed_days', '>', threshold)]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return false;

  const members = await app.db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'm.role', 'u.email'])
    .where('m.workspace_id', '=', workspace.id)
    .execute();
  const billingLink = `${app.config.publicUrl ?? `http://localhost:${app.config.port}`}${BILLING_PATH}`;
  for (const owner of members.filter((member) => member.role === 'owner')) {
    await mailer.send(retentionMail({ to: owner.email, workspaceName: workspace.name, days: daysRemaining, deletionDate, billingLink }));
  }
  const usage = await countUsage(app.db, workspace.id);
  app.realtime.retentionWarning(
    members.map((member) => member.user_id),
    retentionWarningPayload(workspace.id, workspace.name, daysRemaining, usage.comments),
  );
  await notifyRetentionChanged(app, workspace.id);
  app.log.info(
    { workspaceId: workspace.id, daysRemaining, owners: members.filter((m) => m.role === 'owner').length },
    'retention: warned a free workspace',
  );
  return true;
}

/** docs/product/api.md `retention-warning`; the dashboard words its own banner, these texts are for the toast. */
export function retentionWarningPayload(
  workspaceId: string,
  workspaceName: string,
  daysRemaining: number,
  commentCount: number,
): RetentionWarningPayload {
  const level = warningLevel(daysRemaining);
  const when = daysRemaining <= 0 ? 'today' : daysRemaining === 1 ? 'in 1 day' : `in ${daysRemaining} days`;
  return {
    workspaceId,
    title:
      level === 'critical' ? `${workspaceName}: data will be deleted ${when}` : `${workspaceName}: data scheduled for deletion ${when}`,
    message:
      level === 'critical'
        ? `Upgrade or reactivate now to keep your ${commentCount} comments, or export them before they go.`
        : `Your trial has ended. Upgrade to keep your ${commentCount} comments, or export your data.`,
    daysRemaining,
    commentCount,
    priority: level === 'none' ? 'info' : level,
  };
}
