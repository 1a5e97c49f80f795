import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import { preparedQuery } from '../db/prepared-query.ts';
import type { CommentsTable, Database } from '../db/schema.ts';
import type { CommentWithAuthor } from '../db/rows.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Comments with their author's public profile in one query (never one lookup per author). */
export function commentQuery(db: Db) {
  return withCommentColumns(db.selectFrom('comments as c'));
}

/** Comments as `c`, nothing joined or selected yet: what filters narrow (services/list-comments.ts). */
export type CommentsFrom = SelectQueryBuilder<Database & { c: CommentsTable }, 'c', object>;

/** The columns a presented comment needs (presenters/comment.ts), joined to comments already narrowed. */
export function withCommentColumns(comments: CommentsFrom) {
  return comments
    .leftJoin('users as u', 'u.id', 'c.author_user_id')
    .leftJoin('screenshots as s', 's.comment_id', 'c.id')
    .leftJoin('aria_findings as af', 'af.comment_id', 'c.id')
    .leftJoin('api_keys as k', 'k.id', 'c.api_key_id')
    .selectAll('c')
    .select('k.name as via_api_key_name')
    .select(['u.display_name as author_display_name', 'u.photo_url as author_photo_url'])
    .select(['s.width as screenshot_width', 's.height as screenshot_height'])
    .select([
      'af.id as aria_finding_id',
      'af.detector as aria_detector',
      'af.rule as aria_rule',
      'af.severity as aria_severity',
      'af.occurrences as aria_occurrences',
      'af.last_seen_at as aria_last_seen_at',
      'af.source as aria_source',
    ]);
}

export async function findComment(db: Db, commentId: string): Promise<CommentWithAuthor | undefined> {
  const [comment] = await commentById(db, commentId);
  return comment;
}

/** A comment this transaction just wrote, so it must exist. */
export async function reloadComment(db: Db, commentId: string): Promise<CommentWithAuthor> {
  const comment = await findComment(db, commentId);
  if (!comment) throw new Error(`Comment ${commentId} was just written and is not there`);
  return comment;
}

/** A thread's replies, oldest first. */
export async function findReplies(db: Db, rootId: string): Promise<CommentWithAuthor[]> {
  return repliesOf(db, rootId);
}

// Read on every comment request: prepared once (db/prepared-query.ts).
const commentById = preparedQuery((db, commentId: string) => commentQuery(db).where('c.id', '=', commentId));
const repliesOf = preparedQuery((db, rootId: string) =>
  commentQuery(db).where('c.parent_id', '=', rootId).orderBy('c.created_at').orderBy('c.id'),
);
