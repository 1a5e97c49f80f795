import { sql, type Kysely } from 'kysely';
import type { Database, NotificationRow } from '../../db/schema.ts';
import { decodeCursor, encodeCursor } from '../keyset-cursor.ts';
import { memberSeesComment } from '../../policies/visible-projects.ts';

/**
 * The notifications a user may still see: of workspaces they belong to and, for a client, of the
 * projects granted to them.
 */
export function visibleNotifications(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('memberships as m', (join) => join.onRef('m.workspace_id', '=', 'n.workspace_id').onRef('m.user_id', '=', 'n.user_id'))
    .where('n.user_id', '=', userId)
    .where(memberSeesComment(sql.ref('m.role'), sql.ref('n.user_id'), sql.ref('n.comment_id')));
}

/**
 * A user's notifications, newest first, from workspaces they still belong to (leaving a workspace
 * hides its notifications, as losing a project's grant hides a client's), with their unread count.
 * Keyset pages on (created_at, id).
 */
export async function listNotifications(
  db: Kysely<Database>,
  userId: string,
  page: { cursor?: string | undefined; limit: number },
): Promise<{ rows: NotificationRow[]; unreadCount: number; nextCursor: string | null }> {
  const mine = visibleNotifications(db, userId);
  let query = mine.selectAll('n');
  if (page.cursor) {
    const after = decodeCursor(page.cursor);
    query = query.where((eb) =>
      eb.or([eb('n.created_at', '<', after.createdAt), eb.and([eb('n.created_at', '=', after.createdAt), eb('n.id', '<', after.id)])]),
    );
  }
  const rows = await query
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(page.limit + 1)
    .execute();
  const unread = await mine
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('n.read_at', 'is', null)
    .executeTakeFirst();
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    rows: shown,
    unreadCount: Number(unread?.count ?? 0),
    nextCursor: rows.length > page.limit && last ? encodeCursor(last) : null,
  };
}
