import { limitOf } from '@commentflow/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { countOf } from '../services/billing/count-usage.ts';
import { enforceLimit } from '../services/billing/enforce-limit.ts';
import { planState } from '../services/billing/plan-state.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The workspace's `maxIntegrations` from the plan's entitlements (-1: unlimited). */
export async function integrationLimit(db: Db, workspaceId: string, plansEnabled: boolean): Promise<number> {
  const workspace = await db
    .selectFrom('workspaces')
    .select(['plan', 'trial_ends_at', 'free_since', 'exempt', 'created_at'])
    .where('id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return limitOf(planState(workspace, Date.now(), plansEnabled).limits, 'integrations');
}

export const countIntegrations = (db: Db, workspaceId: string) => countOf(db, workspaceId, 'integrations');

/** Refuses (402 plan-limit-reached) a connection past the plan's limit; stores nothing. */
export const assertIntegrationAllowed = (trx: Transaction<Database>, workspaceId: string, plansEnabled: boolean) =>
  enforceLimit(trx, workspaceId, 'integrations', plansEnabled);
