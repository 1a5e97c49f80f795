import type { Kysely } from 'kysely';
import type { CommentAuthor } from '@commentflow/shared';
import type { Database } from '../db/schema.ts';

/**
 * Everyone who started a thread in the workspace, members by name then guests by e-mail: the
 * choices of the inbox's author filter. Guest e-mails are shown to members only (this route is
 * behind membership), never to widgets. A client (`visibleProjectIds` not null) sees only the authors
 * of their projects' threads.
 */
export async function listCommentAuthors(db: Kysely<Database>, workspaceId: string, visibleProjectIds: string[] | null): Promise<CommentAuthor[]> {
  if (visibleProjectIds?.length === 0) return [];
  const only = visibleProjectIds ?? [];
  const roots = db
    .selectFrom('comments as c')
    .where('c.workspace_id', '=', workspaceId)
    .where('c.parent_id', 'is', null)
    .$if(visibleProjectIds !== null, (qb) => qb.where('c.project_id', 'in', only));
  const [members, guests] = await Promise.all([
    roots
      .innerJoin('users as u', 'u.id', 'c.author_user_id')
      .select(['u.id as key', 'u.display_name as displayName'])
      .groupBy(['u.id', 'u.display_name'])
      .orderBy('u.display_name')
      .execute(),
    roots
      .where('c.author_user_id', 'is', null)
      .where('c.guest_email', 'is not', null)
      .select((eb) => ['c.guest_email as key', eb.fn.max('c.guest_name').as('displayName')])
      .groupBy('c.guest_email')
      .orderBy('c.guest_email')
      .execute(),
  ]);
  return [
    ...members.map((m) => ({ key: m.key, displayName: m.displayName, isGuest: false })),
    ...guests.flatMap((g) => (g.key ? [{ key: g.key, displayName: g.displayName ?? g.key, isGuest: true }] : [])),
  ];
}
