import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { UpdateAdminWorkspaceRequest } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';

const DAY_MS = 86_400_000;

/**
 * An administrator's change outside billing (docs/product/plans-and-retention.md): plan, exempt flag, trial extended
 * or ended. The before and after are written to the audit log in the same transaction.
 */
export async function overrideWorkspacePlan(
  trx: Transaction<Database>,
  workspaceId: string,
  changes: UpdateAdminWorkspaceRequest,
  actorId: string,
  now = new Date(),
): Promise<void> {
  const before = await trx
    .selectFrom('workspaces')
    .select(['plan', 'exempt', 'trial_ends_at', 'free_since'])
    .where('id', '=', workspaceId)
    .executeTakeFirst();
  if (!before) throw notFound('Workspace');
  const trialEndsAt = changes.endTrial
    ? now.toISOString()
    : changes.extendTrialDays !== undefined
      ? // From the trial's end while it runs, from now once it has ended.
        new Date(
          Math.max(now.getTime(), Date.parse(before.trial_ends_at ?? now.toISOString())) + changes.extendTrialDays * DAY_MS,
        ).toISOString()
      : before.trial_ends_at;
  const plan = changes.plan ?? before.plan;
  const after = {
    plan,
    exempt: changes.exempt === undefined ? before.exempt : changes.exempt ? (1 as const) : (0 as const),
    trial_ends_at: trialEndsAt,
    // Set down to free from a paid plan: its 30 days start now, as after a lapsed subscription.
    free_since: plan === 'free' && before.plan !== 'free' ? now.toISOString() : plan === 'free' ? before.free_since : null,
  };
  await trx
    .updateTable('workspaces')
    .set({ ...after, ...(plan !== 'free' && { retention_mailed_days: null }), updated_at: now.toISOString() })
    .where('id', '=', workspaceId)
    .execute();
  await trx
    .insertInto('admin_audit_log')
    .values({
      id: randomUUID(),
      actor_user_id: actorId,
      workspace_id: workspaceId,
      action: 'workspace.plan-changed',
      details: JSON.stringify({
        request: changes,
        before: { ...before, exempt: before.exempt === 1 },
        after: { ...after, exempt: after.exempt === 1 },
      }),
      created_at: now.toISOString(),
    })
    .execute();
}
