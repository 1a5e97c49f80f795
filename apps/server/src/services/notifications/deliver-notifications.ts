import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { mentionsAsText, type PreferenceType } from '@commentflow/shared';
import type { Database, NotificationRow } from '../../db/schema.ts';
import type { DomainEvent } from '../domain-events.ts';
import { memberSeesComment } from '../../policies/visible-projects.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Who caused a notification: a member, or a guest (no user id) known by name only. */
export interface NotificationActor {
  userId: string | null;
  displayName: string;
}

export interface NotificationDraft {
  workspaceId: string;
  type: PreferenceType;
  /** The project the comment is on, named in the title. */
  projectName: string;
  body: string;
  commentId: string;
  actor: NotificationActor;
  recipientIds: readonly string[];
}

const EXCERPT_MAX = 140;

/**
 * The English title stored in `title` (e-mail, API clients). The dashboard writes its own in the
 * reader's language from `type`, `actorName` and `projectName`.
 */
const TITLES: Record<PreferenceType, (actor: string, project: string) => string> = {
  comment: (actor, project) => `${actor} commented on ${project}`,
  reply: (actor, project) => `${actor} replied on ${project}`,
  mention: (actor) => `${actor} mentioned you`,
  assignment: (actor, project) => `${actor} assigned you a comment on ${project}`,
};

/** A comment's text as people read it (mentions as "@Name"), shortened for a notification line. */
export function excerpt(text: string): string {
  const flat = mentionsAsText(text).replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_MAX ? `${flat.slice(0, EXCERPT_MAX - 1)}…` : flat;
}

/**
 * Writes one notification per recipient inside the caller's transaction, so it exists exactly when
 * the change does. Recipients who are the actor, no longer members of the workspace, clients of
 * another project, or who turned this kind off are skipped. Returns the events to publish after commit.
 */
export async function deliverNotifications(trx: Db, draft: NotificationDraft): Promise<DomainEvent[]> {
  const candidates = [...new Set(draft.recipientIds)].filter((id) => id !== draft.actor.userId);
  if (candidates.length === 0) return [];
  const recipients = await trx
    .selectFrom('memberships as m')
    .leftJoin('notification_preferences as p', 'p.user_id', 'm.user_id')
    .select(['m.user_id', `p.${draft.type} as enabled`])
    .where('m.workspace_id', '=', draft.workspaceId)
    .where('m.user_id', 'in', candidates)
    // A client hears only of the projects granted to them (policies/visible-projects.ts).
    .where(memberSeesComment(sql.ref('m.role'), sql.ref('m.user_id'), sql.val(draft.commentId)))
    .execute();
  const createdAt = new Date().toISOString();
  const rows: NotificationRow[] = recipients
    // No preferences row means every kind is on.
    .filter((recipient) => recipient.enabled === null || Number(recipient.enabled) === 1)
    .map((recipient) => ({
      id: randomUUID(),
      user_id: recipient.user_id,
      workspace_id: draft.workspaceId,
      type: draft.type,
      title: TITLES[draft.type](draft.actor.displayName, draft.projectName),
      body: draft.body,
      comment_id: draft.commentId,
      actor_name: draft.actor.displayName,
      project_name: draft.projectName,
      read_at: null,
      created_at: createdAt,
      // The mail sweep (services/mail/) decides, under the recipient's e-mail settings, what becomes of it.
      mail_state: 'pending',
    }));
  if (rows.length === 0) return [];
  await trx.insertInto('notifications').values(rows).execute();
  return rows.map((row) => ({
    name: 'notification-created',
    payload: { userId: row.user_id, notification: row },
  }));
}
