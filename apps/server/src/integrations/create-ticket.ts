import { randomUUID } from 'node:crypto';
import { INTEGRATION_PROVIDERS } from '@commentflow/shared';
import type { Kysely } from 'kysely';
import { commentLabels } from '../db/json-columns.ts';
import type { Database, IntegrationRow, TicketLinkRow } from '../db/schema.ts';
import { AppError, validationFailed } from '../errors.ts';
import type { CommentWithAuthor } from '../db/rows.ts';
import type { DomainEvent } from '../services/domain-events.ts';
import type { EventRecorder } from '../services/event-outbox.ts';
import type { IntegrationContext } from './integration-context.ts';
import { callOf, providerOf, runProviderCall } from './integration-store.ts';
import { presentTicket } from './present-integration.ts';
import type { TicketDraft, TrackerProvider } from './provider.ts';
import { buildTicketDraft } from './ticket-draft.ts';

export function trackerOf(row: IntegrationRow): TrackerProvider {
  const provider = providerOf(row);
  if (provider.kind !== 'tracker')
    throw validationFailed([{ path: 'body.integrationId', message: 'Tickets go to a tracker, not to a notifier' }]);
  return provider;
}

export function ticketEvent(link: TicketLinkRow, projectId: string): DomainEvent {
  return { name: 'ticket-updated', payload: { workspaceId: link.workspace_id, projectId, ticket: presentTicket(link) } };
}

/** What the ticket will say, for the preview and for the ticket itself; its labels are the integration's and the thread's. */
export async function draftFor(
  db: Kysely<Database>,
  context: IntegrationContext,
  row: IntegrationRow,
  comment: CommentWithAuthor,
  baseUrl: string,
): Promise<TicketDraft> {
  const settings = JSON.parse(row.settings) as { labels?: string[] };
  return buildTicketDraft(db, comment, {
    baseUrl,
    screenshotLinks: context.screenshotLinks,
    labels: [...new Set([...(settings.labels ?? []), ...commentLabels(comment)])],
  });
}

/**
 * Files the thread as a ticket in the integration's tracker and links them. A thread has at most one
 * ticket per integration. Nothing is stored when the tracker fails; its message is in the answer and
 * in the integration's health.
 */
export async function createTicket(
  { db, integrations: context, realtime }: { db: Kysely<Database>; integrations: IntegrationContext; realtime: EventRecorder },
  row: IntegrationRow,
  comment: CommentWithAuthor,
  baseUrl: string,
): Promise<{ link: TicketLinkRow; events: DomainEvent[] }> {
  const tracker = trackerOf(row);
  const existing = await db
    .selectFrom('ticket_links')
    .select('key')
    .where('comment_id', '=', comment.id)
    .where('integration_id', '=', row.id)
    .executeTakeFirst();
  if (existing) throw new AppError('conflict', 'This thread already has a ticket in this tracker');
  const draft = await draftFor(db, context, row, comment, baseUrl);
  const ticket = await runProviderCall(db, row, INTEGRATION_PROVIDERS[row.provider].name, () =>
    tracker.createTicket(callOf(context, row), draft),
  );
  const now = new Date().toISOString();
  // The link and its `ticket-updated` in one transaction (ADR 019).
  return db.transaction().execute(async (trx) => {
    const link = await trx
      .insertInto('ticket_links')
      .values({
        id: randomUUID(),
        workspace_id: comment.workspace_id,
        comment_id: comment.id,
        integration_id: row.id,
        provider: row.provider,
        external_id: ticket.externalId,
        key: ticket.key.slice(0, 200),
        url: ticket.url.slice(0, 2048),
        status: ticket.status,
        external_status: ticket.externalStatus.slice(0, 200),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return realtime.record(trx, { link, events: [ticketEvent(link, comment.project_id)] });
  });
}
