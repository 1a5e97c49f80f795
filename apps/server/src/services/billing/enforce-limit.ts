import type { Transaction } from 'kysely';
import { BILLING_PATH, hasRoomFor, isUnlimited, limitOf, type LimitKind, type PlanLimits } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { template } from '../../i18n/message-template.ts';
import { countOf } from './count-usage.ts';
import { lockWorkspace } from './lock-workspace.ts';
import { planState } from './plan-state.ts';
import { preparedQuery } from '../../db/prepared-query.ts';

const PLAN_LABELS = { free: 'Free', starter: 'Starter', pro: 'Pro', trial: 'Pro' } as const;

/**
 * Refuses a write that would take the workspace past its plan's limit of `kind` (HTTP 402
 * `plan-limit-reached`, docs/product/plans-and-retention.md), inside the caller's transaction, before anything is stored.
 *
 * Concurrent writes racing for the last slot: the workspace row is locked first, so the count that
 * follows sees every committed write of the others and the limit is never passed by one. Unlimited
 * plans take no lock.
 */
export async function enforceLimit(trx: Transaction<Database>, workspaceId: string, kind: LimitKind, plansEnabled: boolean): Promise<void> {
  if (!plansEnabled) return;
  const before = await readPlan(trx, workspaceId);
  if (isUnlimited(limitOf(planState(before, Date.now(), true).limits, kind))) return;

  await lockWorkspace(trx, workspaceId);
  const workspace = await readPlan(trx, workspaceId);
  const state = planState(workspace, Date.now(), true);
  const limit = limitOf(state.limits, kind);
  const used = await countOf(trx, workspaceId, kind);
  if (!hasRoomFor(used, limit)) throw planLimitReached(PLAN_LABELS[state.entitlement], kind, limit, state.limits);
}

async function readPlan(trx: Transaction<Database>, workspaceId: string) {
  const [row] = await planOf(trx, workspaceId);
  if (!row) throw notFound('Workspace');
  return row;
}

/** "Your Starter plan allows 5 projects": the limit named, and where to raise it. */
export function planLimitReached(plan: string, kind: LimitKind, limit: number, limits: PlanLimits): AppError {
  return new AppError('plan-limit-reached', limitMessage(plan, kind, limit), {
    limit: kind,
    max: limit,
    limits,
    upgradePath: BILLING_PATH,
  });
}

function limitMessage(plan: string, kind: LimitKind, limit: number) {
  const params = { plan, limit };
  switch (kind) {
    case 'comments':
      return template('Your {plan} plan allows {limit} comments', params);
    case 'projects':
      return limit === 1
        ? template('Your {plan} plan allows 1 project', params)
        : template('Your {plan} plan allows {limit} projects', params);
    case 'integrations':
      return limit === 0
        ? template('Your {plan} plan does not include integrations', params)
        : template('Your {plan} plan allows {limit} integrations', params);
  }
}

/**
 * For writes nobody typed (ARIA's threads and notes): past the plan's limit the write is left out
 * (null) instead of failing what it belongs to. The refusal comes before any insert, so the caller's
 * transaction is intact.
 */
export async function unlessPlanLimit<T>(write: Promise<T>): Promise<T | null> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof AppError && error.code === 'plan-limit-reached') return null;
    throw error;
  }
}

// Read on every write a plan limits: prepared once (db/prepared-query.ts).
const planOf = preparedQuery((db, workspaceId: string) =>
  db.selectFrom('workspaces').select(['plan', 'trial_ends_at', 'free_since', 'exempt', 'created_at']).where('id', '=', workspaceId),
);
