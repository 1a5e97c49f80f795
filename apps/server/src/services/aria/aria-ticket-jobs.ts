import type { FastifyInstance } from 'fastify';
import type { AriaRoutingOutcome } from '@commentflow/shared';
import type { TicketLinkRow } from '../../db/schema.ts';
import { createTicket } from '../../integrations/create-ticket.ts';
import { baseUrlOf, INTEGRATION_RETRY_DELAYS_MS } from '../../integrations/integration-jobs.ts';
import { findIntegration } from '../../integrations/integration-store.ts';
import { findComment } from '../comment-query.ts';

/**
 * A routing rule's ticket (autoCreateTickets): ARIA's thread filed in the tracker as a member files a
 * thread, linked to it the same way. One ticket per finding and tracker: the job is queued once, with
 * the new finding, and a retry that finds the link already made only records it.
 */
export function registerAriaJobs(app: FastifyInstance): void {
  app.jobs.work(
    'aria-ticket',
    async ({ findingId, integrationId, target }) => {
      const finding = await app.db.selectFrom('aria_findings').selectAll().where('id', '=', findingId).executeTakeFirst();
      const comment = finding?.comment_id ? await findComment(app.db, finding.comment_id) : undefined;
      if (!finding || !comment) return;
      const row = await findIntegration(app.db, integrationId);
      // Disconnected since the finding was filed: no ticket, and the finding says so.
      if (!row || row.workspace_id !== finding.workspace_id)
        return void (await record(app, findingId, { target, outcome: 'target-unavailable' }));
      let link: TicketLinkRow | undefined = await app.db
        .selectFrom('ticket_links')
        .selectAll()
        .where('comment_id', '=', comment.id)
        .where('integration_id', '=', row.id)
        .executeTakeFirst();
      if (!link) {
        const created = await createTicket(app, row, comment, baseUrlOf(app));
        link = created.link;
        app.realtime.publish(created.events);
      }
      await record(app, findingId, { target, outcome: 'ticket-created', ticket: { key: link.key, url: link.url } });
    },
    { retryDelaysMs: INTEGRATION_RETRY_DELAYS_MS, timeoutMs: 2 * 60_000 },
  );
}

/**
 * Replaces the target's entry in the finding's routing with what became of it. Jobs of the finding's
 * other targets may write at the same time: the write applies only to the routing it read, else it
 * reads again (on either engine, without a row lock).
 */
async function record(app: FastifyInstance, findingId: string, outcome: AriaRoutingOutcome): Promise<void> {
  for (;;) {
    const row = await app.db.selectFrom('aria_findings').select('routing').where('id', '=', findingId).executeTakeFirst();
    if (!row) return;
    const routing = (JSON.parse(row.routing) as AriaRoutingOutcome[]).map((entry) => (entry.target === outcome.target ? outcome : entry));
    const updated = await app.db
      .updateTable('aria_findings')
      .set({ routing: JSON.stringify(routing) })
      .where('id', '=', findingId)
      .where('routing', '=', row.routing)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return;
  }
}
