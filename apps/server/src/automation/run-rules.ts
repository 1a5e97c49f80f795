import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { INTEGRATION_PROVIDERS, type AutomationAction, type AutomationTrigger, type UpdateCommentRequest } from '@commentflow/shared';
import type { AutomationRuleRow } from '../db/schema.ts';
import { withEffects } from '../integrations/comment-effects.ts';
import { createTicket } from '../integrations/create-ticket.ts';
import { findIntegration } from '../integrations/integration-store.ts';
import { threadUrl } from '../integrations/ticket-draft.ts';
import type { CommentWithAuthor } from '../db/rows.ts';
import { findComment } from '../services/comment-query.ts';
import { deliverNotifications, excerpt } from '../services/notifications/deliver-notifications.ts';
import { updateComment } from '../services/update-comment.ts';
import { escapeHtml } from '../mail/escape-html.ts';
import { describeAction, ruleMatches } from './rule-matching.ts';
import { namesIn, presentRule, threadFacts } from './rule-store.ts';

const baseUrlOf = (app: FastifyInstance) => app.config.publicUrl ?? app.config.issuer;

/** An action's patch of the thread, or null for actions that do something else. */
function patchOf(action: AutomationAction): UpdateCommentRequest | null {
  if (action.type === 'assign') return { assigneeId: action.assigneeId };
  if (action.type === 'set-priority') return { priority: action.priority };
  if (action.type === 'set-status') return { status: action.status };
  return null;
}

/**
 * One action on the thread. Changes it makes are marked as the automation's, so they never start
 * rules again (no rule can trigger itself, nor two rules each other, in a loop).
 */
async function act(
  app: FastifyInstance,
  rule: AutomationRuleRow,
  action: AutomationAction,
  comment: CommentWithAuthor,
  trigger: AutomationTrigger,
): Promise<void> {
  const patch = patchOf(action);
  if (patch) {
    const result = await app.db
      .transaction()
      .execute((trx) => withEffects(app, trx, updateComment(trx, comment, patch, null, app.webhooks), 'automation'));
    app.realtime.publish(result.events);
    return;
  }
  if (action.type === 'notify' && action.channel === 'in-app') {
    const project = await app.db.selectFrom('projects').select('name').where('id', '=', comment.project_id).executeTakeFirstOrThrow();
    const { events } = await app.db.transaction().execute(async (trx) =>
      app.realtime.record(trx, {
        events: await deliverNotifications(trx, {
          workspaceId: comment.workspace_id,
          type: 'comment',
          projectName: project.name,
          body: excerpt(comment.body),
          commentId: comment.id,
          actor: { userId: null, displayName: `Automation (${rule.name})` },
          recipientIds: action.userIds,
        }),
      }),
    );
    app.realtime.publish(events);
    return;
  }
  if (action.type === 'notify') {
    const people = await app.db
      .selectFrom('memberships as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['u.email'])
      .where('m.workspace_id', '=', comment.workspace_id)
      .where('m.user_id', 'in', action.userIds)
      .where('m.role', '!=', 'client')
      .execute();
    const link = threadUrl(baseUrlOf(app), comment.id);
    for (const person of people) {
      await app.integrations.mailer.send({
        to: person.email,
        subject: `${rule.name}: ${excerpt(comment.body)}`,
        text: `The rule "${rule.name}" matched this feedback:\n\n${comment.body}\n\nOpen the thread: ${link}\n`,
        html: `<p>The rule <strong>${escapeHtml(rule.name)}</strong> matched this feedback:</p><blockquote>${escapeHtml(comment.body)}</blockquote><p><a href="${escapeHtml(link)}">Open the thread</a></p>`,
        link,
      });
    }
    return;
  }
  if (action.type === 'send-webhook') {
    await app.db.transaction().execute((trx) =>
      app.webhooks.emit(trx, comment.workspace_id, 'automation.rule_matched', {
        rule: { id: rule.id, name: rule.name, trigger },
        comment,
      }),
    );
    return;
  }
  // Left: the actions that go through an integration (the thread's own fields were patched above).
  if (action.type !== 'post-message' && action.type !== 'create-ticket') return;
  const row = await findIntegration(app.db, action.integrationId);
  if (!row || row.workspace_id !== comment.workspace_id) throw new Error('the integration was disconnected');
  if (action.type === 'post-message') {
    if (INTEGRATION_PROVIDERS[row.provider].kind !== 'notifier') throw new Error('messages go to Slack or e-mail');
    await app.jobs.enqueue(app.db, 'integration-notify', {
      integrationId: row.id,
      threadId: comment.id,
      event: trigger === 'comment-created' || trigger === 'aria-finding' ? 'thread-created' : 'status-changed',
    });
    return;
  }
  const linked = await app.db
    .selectFrom('ticket_links')
    .select('id')
    .where('comment_id', '=', comment.id)
    .where('integration_id', '=', row.id)
    .executeTakeFirst();
  if (linked) return;
  const { events } = await createTicket(app, row, comment, baseUrlOf(app));
  app.realtime.publish(events);
}

/**
 * Runs the workspace's enabled rules for a trigger on one thread, in their order, each on the thread as
 * the rules before it left it; every evaluation goes into the run log with what was done and what failed.
 */
export async function runRules(
  app: FastifyInstance,
  input: { workspaceId: string; threadId: string; trigger: AutomationTrigger },
): Promise<void> {
  const rules = await app.db
    .selectFrom('automation_rules')
    .selectAll()
    .where('workspace_id', '=', input.workspaceId)
    .where('trigger', '=', input.trigger)
    .where('enabled', '=', 1)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
  const name = await namesIn(app.db, input.workspaceId);
  for (const row of rules) {
    const rule = presentRule(row);
    let comment = await findComment(app.db, input.threadId);
    if (!comment) return;
    const matched = ruleMatches(rule.conditions, await threadFacts(app.db, comment));
    const done: string[] = [];
    const errors: string[] = [];
    if (matched) {
      for (const action of rule.actions) {
        comment = (await findComment(app.db, input.threadId)) ?? comment;
        try {
          await act(app, row, action, comment, input.trigger);
          done.push(describeAction(action, name));
        } catch (error) {
          errors.push(`${describeAction(action, name)}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    await app.db
      .insertInto('automation_runs')
      .values({
        id: randomUUID(),
        rule_id: row.id,
        workspace_id: row.workspace_id,
        comment_id: input.threadId,
        trigger: input.trigger,
        matched: matched ? 1 : 0,
        actions_done: JSON.stringify(done),
        errors: JSON.stringify(errors),
        created_at: new Date().toISOString(),
      })
      .execute();
  }
}

export function registerAutomationJobs(app: FastifyInstance): void {
  // A run is not retried: its actions already done would run twice; failures are in the run log.
  app.jobs.work('automation-run', (payload) => runRules(app, payload), { retryDelaysMs: [], timeoutMs: 5 * 60_000 });
}
