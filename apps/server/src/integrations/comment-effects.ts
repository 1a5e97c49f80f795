import { INTEGRATION_PROVIDERS, type AutomationTrigger, type NotifyEvent } from '@commentflow/shared';
import type { JobDb, JobQueue } from '../jobs/job-queue.ts';
import type { ActivityOrigin, CommentActivity } from '../services/comment-activity.ts';
import type { DomainEvent } from '../services/domain-events.ts';
import type { EventRecorder } from '../services/event-outbox.ts';
import { workspaceAudience } from '../services/workspace-audience.ts';

/** The rule trigger each kind of activity is. */
const TRIGGERS: Record<CommentActivity['kind'], AutomationTrigger | null> = {
  'thread-created': 'comment-created',
  'status-changed': 'status-changed',
  assigned: 'assigned',
  'reply-created': null,
  'priority-changed': null,
  'labels-changed': null,
};

/** A run of the workspace's rules for a trigger on one thread, when an enabled rule listens for it. */
async function enqueueRules(jobs: JobQueue, trx: JobDb, workspaceId: string, threadId: string, trigger: AutomationTrigger): Promise<void> {
  const { rules } = await workspaceAudience(trx, workspaceId);
  if (rules.some((rule) => rule.trigger === trigger)) await jobs.enqueue(trx, 'automation-run', { workspaceId, threadId, trigger });
}

/**
 * The "ARIA finding" rules for the threads ARIA just filed for new findings, enqueued in the filing's
 * transaction. ARIA files on its own, never because of a rule, so this cannot loop either.
 */
export async function enqueueAriaFindingRules(
  jobs: JobQueue,
  trx: JobDb,
  workspaceId: string,
  threadIds: readonly string[],
): Promise<void> {
  for (const threadId of threadIds) await enqueueRules(jobs, trx, workspaceId, threadId, 'aria-finding');
}

/**
 * The work comment writes cause in the integrations and automation rules, enqueued in the write's own transaction (so it
 * happens exactly when the write commits) as one job per effect, each retried on its own: a ticket's
 * state, a reply mirrored into a ticket, a message to a notifier.
 */
export async function enqueueCommentEffects(
  jobs: JobQueue,
  trx: JobDb,
  activities: CommentActivity[],
  origin: ActivityOrigin,
): Promise<void> {
  for (const activity of activities) {
    // Changes made by rules never start rules: no rule can set off itself or another in a loop.
    const unassigned = activity.kind === 'assigned' && activity.assigneeId === null;
    const trigger = origin === 'automation' || unassigned ? null : TRIGGERS[activity.kind];
    if (trigger) await enqueueRules(jobs, trx, activity.workspaceId, activity.threadId, trigger);
    if (activity.kind === 'status-changed') {
      // Every linked ticket follows; the one whose webhook caused the change already has its state.
      const links = await trx
        .selectFrom('ticket_links')
        .select('id')
        .where('comment_id', '=', activity.threadId)
        .where('integration_id', 'is not', null)
        .execute();
      for (const link of links) await jobs.enqueue(trx, 'integration-ticket-sync', { ticketLinkId: link.id }, { singletonKey: link.id });
    }
    if (activity.kind === 'reply-created') {
      const links = await trx
        .selectFrom('ticket_links as l')
        .innerJoin('integrations as i', 'i.id', 'l.integration_id')
        .select(['l.id', 'i.settings'])
        .where('l.comment_id', '=', activity.threadId)
        .execute();
      for (const link of links) {
        if ((JSON.parse(link.settings) as { mirrorReplies?: boolean }).mirrorReplies) {
          await jobs.enqueue(trx, 'integration-mirror-reply', { ticketLinkId: link.id, replyId: activity.replyId });
        }
      }
    }
    const event: NotifyEvent | null =
      activity.kind === 'thread-created' ? 'thread-created' : activity.kind === 'status-changed' ? 'status-changed' : null;
    if (event) {
      const { notifiers } = await workspaceAudience(trx, activity.workspaceId);
      for (const notifier of notifiers) {
        const events = (JSON.parse(notifier.settings) as { events?: NotifyEvent[] }).events ?? [];
        if (INTEGRATION_PROVIDERS[notifier.provider].kind === 'notifier' && events.includes(event)) {
          await jobs.enqueue(trx, 'integration-notify', { integrationId: notifier.id, threadId: activity.threadId, event });
        }
      }
    }
  }
}

/**
 * A comment write's result, once its effects are enqueued and its socket events recorded in the write's transaction.
 * Every path that writes comments (routes, the MCP tools, replies by e-mail, rules, trackers) goes through here, so
 * rules, ticket sync and mirrored replies follow a change whoever made it. Takes only the job queue and the event
 * recorder (`app.realtime`), for callers that are not routes.
 */
export async function withEffects<R extends { activities: CommentActivity[]; events: DomainEvent[] }>(
  app: { jobs: JobQueue; realtime: EventRecorder },
  trx: JobDb,
  write: Promise<R>,
  origin: ActivityOrigin = 'user',
): Promise<R> {
  const result = await write;
  await enqueueCommentEffects(app.jobs, trx, result.activities, origin);
  return app.realtime.record(trx, result);
}
