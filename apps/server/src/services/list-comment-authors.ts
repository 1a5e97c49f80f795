import { sql, type Kysely } from 'kysely';
import type { CommentAuthor } from '@commentflow/shared';
import type { Database } from '../db/schema.ts';
import { containsPattern } from './keyset-cursor.ts';

export interface CommentAuthorsQuery {
  q?: string | undefined;
  limit: number;
}

const byActivity = (a: CommentAuthor, b: CommentAuthor) =>
  b.threads - a.threads ||
  Number(a.isGuest) - Number(b.isGuest) ||
  a.displayName.localeCompare(b.displayName) ||
  a.key.localeCompare(b.key);

/**
 * The people who started the most threads in the workspace, members and guests (by e-mail), at most
 * `limit` of them: the choices of the inbox's author filter, which searches (`q`, in the name or the
 * e-mail) for anyone further down. Guest e-mails are shown to members only (this route is behind
 * membership), never to widgets. A client (`visibleProjectIds` not null) sees only the authors of
 * their projects' threads.
 */
export async function listCommentAuthors(
  db: Kysely<Database>,
  workspaceId: string,
  visibleProjectIds: string[] | null,
  { q, limit }: CommentAuthorsQuery,
): Promise<{ authors: CommentAuthor[]; hasMore: boolean }> {
  if (visibleProjectIds?.length === 0) return { authors: [], hasMore: false };
  const only = visibleProjectIds ?? [];
  const pattern = q ? containsPattern(q) : null;
  const threads = sql<number>`count(*)`;
  const roots = db
    .selectFrom('comments as c')
    .where('c.workspace_id', '=', workspaceId)
    .where('c.parent_id', 'is', null)
    .$if(visibleProjectIds !== null, (qb) => qb.where('c.project_id', 'in', only));
  // The top `limit` of each kind holds the top `limit` of both; one more tells whether others remain.
  const [members, guests] = await Promise.all([
    roots
      .innerJoin('users as u', 'u.id', 'c.author_user_id')
      .$if(pattern !== null, (qb) =>
        qb.where(sql<boolean>`(lower(u.display_name) like ${pattern} escape '\\' or lower(u.email) like ${pattern} escape '\\')`),
      )
      .select(['u.id as key', 'u.display_name as displayName', threads.as('threads')])
      .groupBy(['u.id', 'u.display_name'])
      .orderBy('threads', 'desc')
      .orderBy('u.display_name')
      .limit(limit + 1)
      .execute(),
    roots
      .where('c.author_user_id', 'is', null)
      .where('c.guest_email', 'is not', null)
      .select((eb) => ['c.guest_email as key', eb.fn.max('c.guest_name').as('displayName'), threads.as('threads')])
      .groupBy('c.guest_email')
      // On the group, so a guest found by the name shown keeps the count of all their threads.
      .$if(pattern !== null, (qb) =>
        qb.having(
          sql<boolean>`(lower(c.guest_email) like ${pattern} escape '\\' or lower(coalesce(max(c.guest_name), '')) like ${pattern} escape '\\')`,
        ),
      )
      .orderBy('threads', 'desc')
      .orderBy('c.guest_email')
      .limit(limit + 1)
      .execute(),
  ]);
  const all = [
    ...members.map((m) => ({ key: m.key, displayName: m.displayName, isGuest: false, threads: Number(m.threads) })),
    ...guests.flatMap((g) =>
      g.key ? [{ key: g.key, displayName: g.displayName ?? g.key, isGuest: true, threads: Number(g.threads) }] : [],
    ),
  ].sort(byActivity);
  return { authors: all.slice(0, limit), hasMore: all.length > limit };
}
