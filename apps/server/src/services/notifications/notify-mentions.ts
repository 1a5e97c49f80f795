import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { DomainEvent } from '../domain-events.ts';
import { deliverNotifications, excerpt, type NotificationActor } from './deliver-notifications.ts';

export interface MentionInput {
  workspaceId: string;
  commentId: string;
  mentionedUserIds: readonly string[];
  actor: NotificationActor;
}

/**
 * Tells each @mentioned member of the workspace that a comment names them. The caller parses the
 * mentions and runs this in the transaction that saves the comment; ids of non-members are ignored.
 */
export async function notifyMentions(trx: Transaction<Database>, input: MentionInput): Promise<DomainEvent[]> {
  const comment = await trx
    .selectFrom('comments as c')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .select(['c.id', 'c.parent_id', 'c.body', 'p.name as project_name'])
    .where('c.id', '=', input.commentId)
    .where('c.workspace_id', '=', input.workspaceId)
    .executeTakeFirst();
  if (!comment) throw notFound('Comment');
  return deliverNotifications(trx, {
    workspaceId: input.workspaceId,
    type: 'mention',
    projectName: comment.project_name,
    body: excerpt(comment.body),
    // The thread opens on its first comment; a mention in a reply opens that thread.
    commentId: comment.parent_id ?? comment.id,
    actor: input.actor,
    recipientIds: input.mentionedUserIds,
  });
}
