import type { Transaction } from 'kysely';
import type { CommentRow, Database } from '../../db/schema.ts';
import type { CommentWithAuthor } from '../../db/rows.ts';
import type { DomainEvent } from '../domain-events.ts';
import { deliverNotifications, excerpt, type NotificationActor } from './deliver-notifications.ts';
import { workspaceAudience } from '../workspace-audience.ts';

/** The person a comment row was written by, as notifications name them. */
export function commentActor(comment: CommentWithAuthor): NotificationActor {
  return {
    userId: comment.author_user_id,
    displayName: comment.author_display_name ?? comment.guest_name ?? botName(comment.bot_author) ?? 'Someone',
  };
}

function botName(botAuthor: string | null): string | null {
  return botAuthor === null ? null : (JSON.parse(botAuthor) as { name: string }).name;
}

async function projectName(trx: Transaction<Database>, projectId: string): Promise<string> {
  const project = await trx.selectFrom('projects').select('name').where('id', '=', projectId).executeTakeFirstOrThrow();
  return project.name;
}

/**
 * A new pin: every owner, admin and member of the workspace hears of it. Clients are left out: they
 * are guests limited to their own conversations, not the team triaging the inbox. The caller has the
 * project's row already (one query fewer on every create).
 */
export async function notifyNewComment(
  trx: Transaction<Database>,
  comment: CommentWithAuthor,
  project: { name: string },
): Promise<DomainEvent[]> {
  const { team } = await workspaceAudience(trx, comment.workspace_id);
  const actor = commentActor(comment);
  return deliverNotifications(trx, {
    workspaceId: comment.workspace_id,
    type: 'comment',
    projectName: project.name,
    body: excerpt(comment.body),
    commentId: comment.id,
    actor,
    recipientIds: team,
  });
}

/** A reply: the thread's author and everyone who replied before. */
export async function notifyReply(trx: Transaction<Database>, root: CommentRow, reply: CommentWithAuthor): Promise<DomainEvent[]> {
  const earlier = await trx
    .selectFrom('comments')
    .select('author_user_id')
    .distinct()
    .where('parent_id', '=', root.id)
    .where('id', '!=', reply.id)
    .where('author_user_id', 'is not', null)
    .execute();
  const participants = [root.author_user_id, ...earlier.map((row) => row.author_user_id)].filter((id): id is string => id !== null);
  const actor = commentActor(reply);
  return deliverNotifications(trx, {
    workspaceId: root.workspace_id,
    type: 'reply',
    projectName: await projectName(trx, root.project_id),
    body: excerpt(reply.body),
    commentId: root.id,
    actor,
    recipientIds: participants,
  });
}

/** The new assignee of a thread, unless they assigned it to themselves. */
export async function notifyAssignment(
  trx: Transaction<Database>,
  comment: CommentWithAuthor,
  actorId: string | null,
): Promise<DomainEvent[]> {
  if (!comment.assignee_id) return [];
  const actorRow = actorId ? await trx.selectFrom('users').select('display_name').where('id', '=', actorId).executeTakeFirst() : undefined;
  const actor = { userId: actorId, displayName: actorRow?.display_name ?? 'Someone' };
  return deliverNotifications(trx, {
    workspaceId: comment.workspace_id,
    type: 'assignment',
    projectName: await projectName(trx, comment.project_id),
    body: excerpt(comment.body),
    commentId: comment.parent_id ?? comment.id,
    actor,
    recipientIds: [comment.assignee_id],
  });
}
