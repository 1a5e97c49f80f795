import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../errors.ts';
import type { DomainEvent } from '../services/domain-events.ts';
import { findComment } from '../services/comment-query.ts';
import { isUniqueViolation } from '../services/is-unique-violation.ts';
import { updateComment } from '../services/update-comment.ts';
import { ticketEvent } from './create-ticket.ts';
import { withEffects } from './comment-effects.ts';
import { callOf, findIntegration, providerOf, webhookSecretOf } from './integration-store.ts';
import type { InboundRequest } from './provider.ts';
import { threadStatusFor } from './status-mapping.ts';

export type InboundOutcome = 'applied' | 'ignored' | 'replayed';

/**
 * A tracker's webhook delivery: verified with the integration's secret, applied once (a delivery id
 * seen before is a replay and changes nothing), then the linked thread follows the ticket's state.
 */
export async function handleInboundWebhook(
  app: FastifyInstance,
  integrationId: string,
  inbound: InboundRequest,
): Promise<{ outcome: InboundOutcome; events: DomainEvent[] }> {
  const { db, integrations: context } = app;
  const row = await findIntegration(db, integrationId);
  const provider = row ? providerOf(row) : null;
  if (!row || provider?.kind !== 'tracker') throw notFound('Integration');
  const secret = webhookSecretOf(context, row, callOf(context, row));
  if (!secret || !provider.verifyWebhook(inbound, secret, new Date())) {
    throw new AppError('unauthorized', 'The webhook signature does not match this integration');
  }
  const event = provider.readWebhook(inbound, JSON.parse(row.settings));
  if (!event) return { outcome: 'ignored', events: [] };

  try {
    return await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('integration_deliveries')
        .values({ integration_id: row.id, delivery_id: event.deliveryId.slice(0, 200), received_at: new Date().toISOString() })
        .execute();
      const link = await trx
        .selectFrom('ticket_links')
        .selectAll()
        .where('integration_id', '=', row.id)
        .where('external_id', '=', event.externalId)
        .executeTakeFirst();
      if (!link) return { outcome: 'ignored' as const, events: [] };
      const now = new Date().toISOString();
      const updated = await trx
        .updateTable('ticket_links')
        .set({ status: event.status, external_status: event.externalStatus.slice(0, 200), updated_at: now })
        .where('id', '=', link.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.updateTable('integrations').set({ last_success_at: now }).where('id', '=', row.id).execute();
      const comment = await findComment(trx, link.comment_id);
      if (!comment) return { outcome: 'applied' as const, events: [] };
      const events: DomainEvent[] = [ticketEvent(updated, comment.project_id)];
      const status = threadStatusFor(event.status, comment.status);
      if (status)
        events.push(...(await withEffects(app, trx, updateComment(trx, comment, { status }, null, app.webhooks), 'integration')).events);
      return app.realtime.record(trx, { outcome: 'applied' as const, events });
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { outcome: 'replayed', events: [] };
    throw error;
  }
}
