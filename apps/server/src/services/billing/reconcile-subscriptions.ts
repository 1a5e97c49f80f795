import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { applySubscription } from './apply-subscription.ts';
import { notifyRetentionChanged } from './notify-retention.ts';

const PROVIDER_TIMEOUT_MS = 10_000;

const SubscriptionResource = z.object({
  data: z.object({
    type: z.literal('subscriptions'),
    id: z.string(),
    attributes: z.object({
      variant_id: z.union([z.number(), z.string()]),
      status: z.string(),
      renews_at: z.string().nullable().optional(),
      ends_at: z.string().nullable().optional(),
      updated_at: z.string(),
    }),
  }),
});

/**
 * Asks the provider for the state of every subscription we hold (BILLING_API_KEY), by the ids it gave
 * us, and applies what changed: a webhook that never arrived still ends up applied. The same
 * out-of-order guard as the webhook keeps a newer state already stored. Ready to run as a recurring
 * job; returns how many subscriptions were applied.
 */
export async function reconcileSubscriptions(app: FastifyInstance): Promise<number> {
  const { apiKey, apiUrl } = app.config.billing;
  if (!apiKey) return 0;
  const held = await app.db.selectFrom('billing_subscriptions').select(['workspace_id', 'provider_subscription_id']).execute();
  let applied = 0;
  for (const row of held) {
    // The provider is a fixed, configured endpoint (not a user-supplied URL).
    const response = await fetch(`${apiUrl}/subscriptions/${encodeURIComponent(row.provider_subscription_id)}`, {
      headers: { authorization: `Bearer ${apiKey}`, accept: 'application/vnd.api+json' },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    if (!response.ok) {
      app.log.warn(
        { status: response.status, workspaceId: row.workspace_id },
        'billing reconciliation: the provider refused a subscription lookup',
      );
      continue;
    }
    const parsed = SubscriptionResource.safeParse(await response.json());
    if (!parsed.success) {
      app.log.warn({ workspaceId: row.workspace_id }, 'billing reconciliation: unexpected subscription shape');
      continue;
    }
    const { id, attributes } = parsed.data.data;
    const outcome = await app.db.transaction().execute((trx) =>
      applySubscription(trx, app.config.billing, row.workspace_id, {
        id,
        variantId: String(attributes.variant_id),
        status: attributes.status,
        renewsAt: attributes.renews_at ?? null,
        endsAt: attributes.ends_at ?? null,
        updatedAt: attributes.updated_at,
      }),
    );
    if (outcome === 'applied') {
      applied += 1;
      await notifyRetentionChanged(app, row.workspace_id);
    }
  }
  app.log.info({ checked: held.length, applied }, 'billing reconciliation done');
  return applied;
}
