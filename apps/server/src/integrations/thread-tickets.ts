import type { FastifyInstance } from 'fastify';
import { INTEGRATION_PROVIDERS, type TicketLink, type TicketPreviewResponse, type WidgetTracker } from '@commentflow/shared';
import type { CommentWithAuthor } from '../db/rows.ts';
import { validationFailed } from '../errors.ts';
import { createTicket, draftFor, trackerOf } from './create-ticket.ts';
import { requireIntegration } from './integration-store.ts';
import { presentTicket } from './present-integration.ts';
import { ticketMarkdown } from './ticket-markdown.ts';

// "Create ticket in ..." from a thread, the same from the dashboard and from the widget: the routes
// differ only in how they find the caller and the thread.

/** Tickets belong to thread roots. */
function requireRoot(comment: CommentWithAuthor): void {
  if (comment.parent_id !== null)
    throw validationFailed([{ path: 'params.commentId', message: 'Tickets are made from a thread, not from a reply' }]);
}

/** The workspace's trackers a ticket can be filed in (notifiers take no tickets). */
export async function workspaceTrackers(app: FastifyInstance, workspaceId: string): Promise<WidgetTracker[]> {
  const rows = await app.db
    .selectFrom('integrations')
    .select(['id', 'provider', 'account_label'])
    .where('workspace_id', '=', workspaceId)
    .orderBy('created_at')
    .execute();
  return rows
    .filter((row) => INTEGRATION_PROVIDERS[row.provider].kind === 'tracker')
    .map((row) => ({ id: row.id, provider: row.provider, accountLabel: row.account_label }));
}

/** A thread's tickets, oldest first. */
export async function threadTickets(app: FastifyInstance, comment: CommentWithAuthor): Promise<TicketLink[]> {
  const rows = await app.db.selectFrom('ticket_links').selectAll().where('comment_id', '=', comment.id).orderBy('created_at').execute();
  return rows.map(presentTicket);
}

/** What a ticket made from the thread in this integration will say, before it is made. */
export async function previewTicket(
  app: FastifyInstance,
  comment: CommentWithAuthor,
  integrationId: string,
  baseUrl: string,
): Promise<TicketPreviewResponse> {
  requireRoot(comment);
  const row = await requireIntegration(app.db, comment.workspace_id, integrationId);
  trackerOf(row);
  const draft = await draftFor(app.db, app.integrations, row, comment, baseUrl);
  return { title: draft.title, body: ticketMarkdown(draft), labels: draft.labels };
}

/** Files the thread in the integration's tracker; everyone watching the workspace hears of the ticket. */
export async function fileTicket(
  app: FastifyInstance,
  comment: CommentWithAuthor,
  integrationId: string,
  baseUrl: string,
): Promise<TicketLink> {
  requireRoot(comment);
  const row = await requireIntegration(app.db, comment.workspace_id, integrationId);
  const { link, events } = await createTicket(app, row, comment, baseUrl);
  app.realtime.publish(events);
  return presentTicket(link);
}
