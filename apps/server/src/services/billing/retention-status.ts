import type { Kysely } from 'kysely';
import {
  approachingLimits,
  can,
  warningLevel,
  RETENTION_AUTO_SHOW_DAYS,
  RETENTION_CTA_DAYS,
  type RetentionConfig,
  type RetentionStatus,
  type Role,
  type WarningLevel,
} from '@commentflow/shared';
import type { Database, WorkspaceRow } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { countUsage } from './count-usage.ts';
import { planState } from './plan-state.ts';

export interface RetentionCaller {
  workspaceId: string;
  userId: string;
  role: Role;
}

export async function loadWorkspace(db: Kysely<Database>, workspaceId: string): Promise<WorkspaceRow> {
  const row = await db.selectFrom('workspaces').selectAll().where('id', '=', workspaceId).executeTakeFirst();
  if (!row) throw notFound('Workspace');
  return row;
}

/**
 * docs/product/data.md retention status of the caller's workspace (docs/product/plans-and-retention.md levels). The banner and popup are
 * not offered again at a level this member already dismissed or acknowledged: a later, more urgent
 * level brings them back ("We'll remind you again later").
 */
export async function retentionStatus(
  db: Kysely<Database>,
  caller: RetentionCaller,
  now: number,
  plansEnabled: boolean,
): Promise<RetentionStatus> {
  const workspace = await loadWorkspace(db, caller.workspaceId);
  const state = planState(workspace, now, plansEnabled);
  const stats = await countUsage(db, caller.workspaceId);
  const isExempt = workspace.exempt === 1;
  const warnable = !isExempt && state.status !== 'unlimited';
  const level: WarningLevel = warnable ? warningLevel(state.daysRemaining) : 'none';
  const seen = level === 'none' ? new Set<string>() : await acknowledgedAt(db, caller, level);
  const days = state.daysRemaining;
  return {
    workspaceId: caller.workspaceId,
    isExempt,
    status: state.status,
    daysRemaining: days,
    warningLevel: level,
    plan: plansEnabled ? workspace.plan : 'pro',
    shouldShowWarning: warnable && days !== null && days <= RETENTION_CTA_DAYS && seen.size === 0,
    shouldShowPopup: warnable && days !== null && days <= RETENTION_AUTO_SHOW_DAYS && !seen.has('popup_acknowledged'),
    upgradeRecommended: !isExempt && plansEnabled && (state.status === 'limited' || approachingLimits(stats, state.limits).length > 0),
    commentCount: stats.comments,
    stats,
    exports: { canExport: can(caller.role, 'workspace:export') },
    trialEndsAt: workspace.trial_ends_at,
    deletionDate: state.deletionDate,
  };
}

/** docs/product/data.md retention config. The popup must be acknowledged once deletion is 3 days away or less. */
export async function retentionConfig(
  db: Kysely<Database>,
  workspaceId: string,
  now: number,
  plansEnabled: boolean,
): Promise<RetentionConfig> {
  const workspace = await loadWorkspace(db, workspaceId);
  const state = planState(workspace, now, plansEnabled);
  const level = workspace.exempt === 1 || state.status === 'unlimited' ? 'none' : warningLevel(state.daysRemaining);
  return {
    limits: { ...state.limits },
    notifications: { popup: { requireAcknowledgment: level === 'critical' || level === 'high' } },
  };
}

async function acknowledgedAt(db: Kysely<Database>, caller: RetentionCaller, level: WarningLevel): Promise<Set<string>> {
  const rows = await db
    .selectFrom('retention_acknowledgments')
    .select('warning_type')
    .where('workspace_id', '=', caller.workspaceId)
    .where('user_id', '=', caller.userId)
    .where('warning_level', '=', level)
    .execute();
  return new Set(rows.map((row) => row.warning_type));
}
