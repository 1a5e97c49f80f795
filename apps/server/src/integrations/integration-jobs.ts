import type { FastifyInstance } from 'fastify';
import { INTEGRATION_PROVIDERS } from '@commentflow/shared';
import { findComment } from '../services/comment-query.ts';
import { ticketEvent, trackerOf } from './create-ticket.ts';
import { callOf, findIntegration, providerOf, runProviderCall } from './integration-store.ts';
import { notificationFor } from './notification-message.ts';
import { ticketStateFor } from './status-mapping.ts';
import { threadUrl } from './ticket-draft.ts';

/** Waits between tries of a call to a provider that failed (after the outbound client's own retries). */
export const INTEGRATION_RETRY_DELAYS_MS = [30_000, 5 * 60_000, 30 * 60_000];
const TIMEOUT_MS = 2 * 60_000;

/** Where links in messages and mirrored comments lead when no request names the server. */
export const baseUrlOf = (app: FastifyInstance) => app.config.publicUrl ?? app.config.issuer;

/** The integrations' background work: ticket states, mirrored replies, notifier messages. */
export function registerIntegrationJobs(app: FastifyInstance): void {
  const options = { retryDelaysMs: INTEGRATION_RETRY_DELAYS_MS, timeoutMs: TIMEOUT_MS };

  app.jobs.work(
    'integration-ticket-sync',
    async ({ ticketLinkId }) => {
      const link = await app.db.selectFrom('ticket_links').selectAll().where('id', '=', ticketLinkId).executeTakeFirst();
      const row = link?.integration_id ? await findIntegration(app.db, link.integration_id) : undefined;
      const comment = link ? await findComment(app.db, link.comment_id) : undefined;
      // Disconnected, or the thread deleted since: nothing to keep in step.
      if (!link || !row || !comment) return;
      const wanted = ticketStateFor(comment.status);
      if (wanted === link.status) return;
      const { externalStatus } = await runProviderCall(app.db, row, INTEGRATION_PROVIDERS[row.provider].name, () =>
        trackerOf(row).setState(callOf(app.integrations, row), link.external_id, wanted),
      );
      const { events } = await app.db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('ticket_links')
          .set({ status: wanted, external_status: externalStatus.slice(0, 200), updated_at: new Date().toISOString() })
          .where('id', '=', link.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return app.realtime.record(trx, { events: [ticketEvent(updated, comment.project_id)] });
      });
      app.realtime.publish(events);
    },
    options,
  );

  app.jobs.work(
    'integration-mirror-reply',
    async ({ ticketLinkId, replyId }) => {
      const link = await app.db.selectFrom('ticket_links').selectAll().where('id', '=', ticketLinkId).executeTakeFirst();
      const row = link?.integration_id ? await findIntegration(app.db, link.integration_id) : undefined;
      const reply = await findComment(app.db, replyId);
      if (!link || !row || !reply) return;
      const author = reply.author_display_name ?? reply.guest_name ?? 'Former member';
      const text = `**${author}** replied in CommentFlow:\n\n${reply.body
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n')}\n\n[Open the thread](${threadUrl(baseUrlOf(app), link.comment_id)})`;
      await runProviderCall(app.db, row, INTEGRATION_PROVIDERS[row.provider].name, () =>
        trackerOf(row).addComment(callOf(app.integrations, row), link.external_id, text),
      );
    },
    options,
  );

  app.jobs.work(
    'integration-notify',
    async ({ integrationId, threadId, event }) => {
      const row = await findIntegration(app.db, integrationId);
      const comment = await findComment(app.db, threadId);
      const provider = row ? providerOf(row) : null;
      if (!row || !comment || provider?.kind !== 'notifier') return;
      const message = await notificationFor(app.db, app.integrations, comment, event, baseUrlOf(app));
      await runProviderCall(app.db, row, INTEGRATION_PROVIDERS[row.provider].name, () =>
        provider.postMessage(callOf(app.integrations, row), message),
      );
    },
    options,
  );
}
