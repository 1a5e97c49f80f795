import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ApiKeyActivityAction, ApiKeyActivityEntry, CommentStatus, Priority } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';
import type { ApiKeyPrincipal } from '../../policies/api-key-principal.ts';
import type { CommentActivity } from '../comment-activity.ts';

/** How many entries a list shows: the latest, newest first. */
const ENTRIES_SHOWN = 50;

interface Details {
  status?: CommentStatus;
  priority?: Priority;
  assigneeId?: string | null;
  /** A project's name or an endpoint's URL. */
  target?: string;
}

export type KeyActivity = { workspaceId: string; action: ApiKeyActivityAction; details?: Details } & (
  { threadId: string; commentId: string } | { threadId?: undefined; commentId?: undefined }
);

/** A comment write's activities as what a key did (creating a thread is not something a key can do). */
export function keyActivityOf(activities: CommentActivity[]): KeyActivity[] {
  return activities.flatMap((activity): KeyActivity[] => {
    const { workspaceId, threadId } = activity;
    switch (activity.kind) {
      case 'reply-created':
        return [{ workspaceId, threadId, commentId: activity.replyId, action: 'reply-created' }];
      case 'status-changed':
        return [{ workspaceId, threadId, commentId: threadId, action: 'status-changed', details: { status: activity.to } }];
      case 'priority-changed':
        return [{ workspaceId, threadId, commentId: threadId, action: 'priority-changed', details: { priority: activity.to } }];
      case 'assigned':
        return [{ workspaceId, threadId, commentId: threadId, action: 'assigned', details: { assigneeId: activity.assigneeId } }];
      case 'labels-changed':
        return [{ workspaceId, threadId, commentId: threadId, action: 'labels-changed', details: { target: activity.to.join(', ') } }];
      case 'thread-created':
        return [];
    }
  });
}

/**
 * Records, in the write's transaction, what the request's API key changed; a change made by a person
 * (`key` null) records nothing (their changes carry their own name).
 */
export async function recordKeyActivity(
  db: Kysely<Database>,
  key: ApiKeyPrincipal | null,
  entries: KeyActivity[],
  now = new Date(),
): Promise<void> {
  if (!key || entries.length === 0) return;
  await db
    .insertInto('api_key_activity')
    .values(
      entries.map((entry) => ({
        id: randomUUID(),
        workspace_id: entry.workspaceId,
        key_id: key.id,
        thread_id: entry.threadId ?? null,
        comment_id: entry.commentId ?? null,
        action: entry.action,
        details: JSON.stringify(entry.details ?? {}),
        created_at: now.toISOString(),
      })),
    )
    .execute();
}

/** A change of a project or webhook endpoint, as what the request's key did. */
export const recordKeyChange = (
  db: Kysely<Database>,
  key: ApiKeyPrincipal | null,
  workspaceId: string,
  action: ApiKeyActivityAction,
  target: string,
): Promise<void> => recordKeyActivity(db, key, [{ workspaceId, action, details: { target } }]);

/** The latest changes made by the workspace's keys, or by any key on one thread. */
export async function listKeyActivity(
  db: Kysely<Database>,
  where: { workspaceId: string; threadId?: string },
): Promise<ApiKeyActivityEntry[]> {
  let query = db
    .selectFrom('api_key_activity as a')
    .innerJoin('api_keys as k', 'k.id', 'a.key_id')
    .select(['a.id', 'a.key_id', 'k.name', 'k.prefix', 'a.action', 'a.thread_id', 'a.comment_id', 'a.details', 'a.created_at'])
    .where('a.workspace_id', '=', where.workspaceId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(ENTRIES_SHOWN);
  if (where.threadId) query = query.where('a.thread_id', '=', where.threadId);
  const rows = await query.execute();
  const parsed = rows.map((row) => ({ row, details: JSON.parse(row.details) as Details }));
  const assigneeIds = [...new Set(parsed.flatMap(({ details }) => (details.assigneeId ? [details.assigneeId] : [])))];
  const names = new Map(
    assigneeIds.length === 0
      ? []
      : (await db.selectFrom('users').select(['id', 'display_name']).where('id', 'in', assigneeIds).execute()).map(
          (user) => [user.id, user.display_name] as const,
        ),
  );
  return parsed.map(({ row, details }) => ({
    id: row.id,
    key: { id: row.key_id, name: row.name, prefix: row.prefix },
    action: row.action,
    threadId: row.thread_id,
    commentId: row.comment_id,
    target: details.target ?? null,
    status: details.status ?? null,
    priority: details.priority ?? null,
    assignee: details.assigneeId ? { id: details.assigneeId, displayName: names.get(details.assigneeId) ?? '' } : null,
    createdAt: row.created_at,
  }));
}
