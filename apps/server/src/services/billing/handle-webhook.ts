import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Id, type BillingWebhookBody } from '@commentflow/shared';
import type { BillingConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { applySubscription, type ApplyOutcome } from './apply-subscription.ts';

export type WebhookOutcome = ApplyOutcome | 'duplicate' | 'unknown-workspace' | 'ignored';

export interface WebhookResult {
  outcome: WebhookOutcome;
  workspaceId: string | null;
}

const SUBSCRIPTION_EVENTS = /^subscription_(created|updated|cancelled|resumed|expired|paused|unpaused)$/;
const INVOICE_EVENTS = /^subscription_payment_(success|failed|recovered|refunded)$/;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

/**
 * One provider event, in one transaction with the record of its id: a replay (same event id, or the
 * same body when the provider sends no id) is answered `duplicate` and changes nothing, and an event
 * that fails leaves no record, so the provider's retry applies it. The workspace is the one named in
 * the checkout's custom data, or the one already holding that subscription id: never an e-mail match.
 */
export async function handleWebhook(
  db: Kysely<Database>,
  config: BillingConfig,
  event: { name: string; body: BillingWebhookBody; raw: Buffer },
): Promise<WebhookResult> {
  const eventId = event.body.meta.event_id ?? `sha256:${createHash('sha256').update(event.raw).digest('hex')}`;
  return db.transaction().execute(async (trx) => {
    const workspaceId = await findWorkspace(trx, event.body);
    const recorded = await trx
      .insertInto('billing_events')
      .values({ id: eventId, event_name: event.name, workspace_id: workspaceId, received_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(recorded.numInsertedOrUpdatedRows ?? 0n) === 0) return { outcome: 'duplicate', workspaceId };
    if (!workspaceId) return { outcome: 'unknown-workspace', workspaceId };

    const { data } = event.body;
    const attributes = data.attributes;
    if (SUBSCRIPTION_EVENTS.test(event.name) && data.type === 'subscriptions') {
      const outcome = await applySubscription(trx, config, workspaceId, {
        id: data.id,
        variantId: text(attributes.variant_id) ?? '',
        status: text(attributes.status) ?? 'unknown',
        renewsAt: text(attributes.renews_at),
        endsAt: text(attributes.ends_at),
        updatedAt: text(attributes.updated_at) ?? new Date(0).toISOString(),
      });
      return { outcome, workspaceId };
    }
    if (INVOICE_EVENTS.test(event.name) && data.type === 'subscription-invoices') {
      const urls = attributes.urls as { invoice_url?: unknown } | undefined;
      const invoice = {
        status: text(attributes.status) ?? 'unknown',
        total: text(attributes.total_formatted) ?? text(attributes.total) ?? '',
        url: text(urls?.invoice_url),
      };
      await trx
        .insertInto('billing_invoices')
        .values({ id: data.id, workspace_id: workspaceId, created_at: text(attributes.created_at) ?? new Date().toISOString(), ...invoice })
        .onConflict((oc) => oc.column('id').doUpdateSet(invoice))
        .execute();
      return { outcome: 'applied', workspaceId };
    }
    return { outcome: 'ignored', workspaceId };
  });
}

async function findWorkspace(trx: Kysely<Database>, body: BillingWebhookBody): Promise<string | null> {
  const named = Id.safeParse(body.meta.custom_data?.workspace_id);
  if (named.success) {
    const found = await trx.selectFrom('workspaces').select('id').where('id', '=', named.data).executeTakeFirst();
    return found?.id ?? null;
  }
  // Events that carry no custom data (an invoice, a renewal) name the subscription they belong to.
  const subscriptionId = body.data.type === 'subscriptions' ? body.data.id : text(body.data.attributes.subscription_id);
  if (!subscriptionId) return null;
  const held = await trx
    .selectFrom('billing_subscriptions')
    .select('workspace_id')
    .where('provider_subscription_id', '=', subscriptionId)
    .executeTakeFirst();
  return held?.workspace_id ?? null;
}
