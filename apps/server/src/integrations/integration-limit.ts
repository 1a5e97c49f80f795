import { PLAN_LIMITS } from '@commentflow/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { template } from '../i18n/message-template.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The workspace's `maxIntegrations` (-1: unlimited). A workspace in its trial counts as Pro
 * (decisions.md). The plan table itself is the shared PLAN_LIMITS.
 */
export async function integrationLimit(db: Db, workspaceId: string, now = new Date()): Promise<number> {
  const workspace = await db.selectFrom('workspaces').select(['plan', 'trial_ends_at', 'exempt']).where('id', '=', workspaceId).executeTakeFirstOrThrow();
  const inTrial = workspace.plan === 'free' && workspace.trial_ends_at !== null && new Date(workspace.trial_ends_at) > now;
  const plan = workspace.exempt === 1 || inTrial ? 'pro' : workspace.plan;
  return PLAN_LIMITS[plan].maxIntegrations;
}

export async function countIntegrations(db: Db, workspaceId: string): Promise<number> {
  const row = await db.selectFrom('integrations').select((eb) => eb.fn.countAll<number>().as('n')).where('workspace_id', '=', workspaceId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Refuses (402) a connection past the plan's limit; stores nothing. */
export async function assertIntegrationAllowed(db: Db, workspaceId: string): Promise<void> {
  const limit = await integrationLimit(db, workspaceId);
  if (limit >= 0 && (await countIntegrations(db, workspaceId)) >= limit) {
    throw new AppError('plan-limit', template('Your plan allows {limit} connected integrations: upgrade to connect more', { limit }));
  }
}
