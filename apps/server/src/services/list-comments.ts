import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { ListCommentsQuery } from '@commentflow/shared';
import type { CommentsTable, Database } from '../db/schema.ts';
import type { CommentWithAuthor } from '../db/rows.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { withCommentColumns, type CommentsFrom } from './comment-query.ts';
import { containsPattern, decodeCursor, keysetPage, olderThan } from './keyset-cursor.ts';

export type CommentFilters = Omit<z.output<typeof ListCommentsQuery>, 'limit'> & { limit: number };

/** Who asks: what the `me` assignee filter means, and the projects they may see (null: all). */
export interface ListCaller {
  userId: string | null;
  visibleProjectIds: string[] | null;
}

/**
 * Thread roots of a workspace, newest first, one page at a time (keyset on the comments_workspace_roots
 * index). `visibleProjectIds` (policies/visible-projects.ts) narrows a client to their granted projects.
 */
export async function listComments(
  db: Kysely<Database>,
  workspaceId: string,
  filters: CommentFilters,
  caller: ListCaller = { userId: null, visibleProjectIds: null },
): Promise<{ comments: CommentWithAuthor[]; nextCursor: string | null }> {
  return pageOf('rows', db, workspaceId, filters, caller);
}

/**
 * The same page as `listComments`, its comments as ids and revisions only: what tells whether the
 * answers kept for them are current (presenters/comment-list.ts).
 */
export async function listCommentRevisions(
  db: Kysely<Database>,
  workspaceId: string,
  filters: CommentFilters,
  caller: ListCaller,
): Promise<{ comments: PageRow['revisions'][]; nextCursor: string | null }> {
  return pageOf('revisions', db, workspaceId, filters, caller);
}

/** A page of rows, whole or as what tells whether its kept answers are current, and the next page's cursor. */
async function pageOf<Read extends keyof PageRow>(
  read: Read,
  db: Kysely<Database>,
  workspaceId: string,
  filters: CommentFilters,
  caller: ListCaller,
): Promise<{ comments: PageRow[Read][]; nextCursor: string | null }> {
  if (caller.visibleProjectIds?.length === 0) return { comments: [], nextCursor: null };
  const conditions = conditionsOf(workspaceId, filters, caller);
  const shape = `${read} ${conditions.map((condition) => condition.shape).join(' ')}`;
  let query = byShape.get(shape);
  if (!query) {
    query = preparedQuery((db: Db, ...values: unknown[]) => {
      let roots: CommentsFrom = db.selectFrom('comments as c');
      let next = 0;
      for (const condition of conditions)
        roots = condition.apply(roots, values.slice(next, (next += condition.values.length)) as [never, never]);
      // Revisions are read from the comments alone: joining the ARIA findings cost a third of that query.
      const selected = read === 'rows' ? withCommentColumns(roots) : roots.select(['c.id', 'c.revision', 'c.created_at']);
      return selected
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(values[next] as number);
    });
    byShape.set(shape, query);
  }
  const rows = (await query(db, ...conditions.flatMap((condition) => condition.values), filters.limit + 1)) as PageRow[Read][];
  const { page, nextCursor } = keysetPage(rows, filters.limit);
  return { comments: page, nextCursor };
}

interface PageRow {
  rows: CommentWithAuthor;
  revisions: { id: string; revision: number; created_at: string };
}

type Db = Kysely<Database>;

/** One filter of a list: its part of the query's shape, its values, and how it narrows the query. */
interface Condition {
  shape: string;
  values: unknown[];
  /** `values` are placeholders for its own values (never read, only handed to Kysely). */
  apply: (query: CommentsFrom, values: [never, never]) => CommentsFrom;
}

/**
 * The list's filters as conditions: every list of the same filters (whatever their values) is the
 * same SQL, prepared once (db/prepared-query.ts). Building it anew was a quarter of a list's time.
 */
function conditionsOf(workspaceId: string, filters: CommentFilters, caller: ListCaller): Condition[] {
  const conditions: Condition[] = [
    { shape: 'workspace', values: [workspaceId], apply: (q, [id]) => q.where('c.workspace_id', '=', id).where('c.parent_id', 'is', null) },
  ];
  const add = (shape: string, values: unknown[], apply: Condition['apply']) => conditions.push({ shape, values, apply });
  const { visibleProjectIds } = caller;
  if (visibleProjectIds) add(`projects:${visibleProjectIds.length}`, visibleProjectIds, (q, ids) => q.where('c.project_id', 'in', ids));
  if (filters.projectId) add('project', [filters.projectId], (q, [id]) => q.where('c.project_id', '=', id));
  if (filters.status) add('status', [filters.status], (q, [status]) => q.where('c.status', '=', status));
  if (filters.priority) add('priority', [filters.priority], (q, [priority]) => q.where('c.priority', '=', priority));
  if (filters.assigneeId === 'none') add('unassigned', [], (q) => q.where('c.assignee_id', 'is', null));
  else if (filters.assigneeId) {
    const assignee = filters.assigneeId === 'me' ? caller.userId : filters.assigneeId;
    add('assignee', [assignee], (q, [id]) => q.where('c.assignee_id', '=', id));
  }
  if (filters.author?.includes('@')) {
    add('guest', [filters.author], (q, [email]) => q.where('c.author_user_id', 'is', null).where('c.guest_email', '=', email));
  } else if (filters.author) {
    add('author', [filters.author], (q, [id]) => q.where('c.author_user_id', '=', id));
  }
  if (filters.pageUrl) add('page', [filters.pageUrl], (q, [url]) => q.where('c.page_url', '=', url));
  if (filters.q) add('q', [containsPattern(filters.q)], (q, [pattern]) => q.where(sql<boolean>`lower(c.body) like ${pattern} escape '\\'`));
  // Labels are a JSON list of lower-case strings: the quoted label is a whole entry, never part of one.
  if (filters.label) {
    const pattern = containsPattern(JSON.stringify(filters.label));
    add('label', [pattern], (q, [like]) => q.where(sql<boolean>`c.labels like ${like} escape '\\'`));
  }
  if (filters.aria) {
    const filed = filters.aria === 'only';
    add(filed ? 'aria' : 'not-aria', [], (q) => q.where((eb) => (filed ? filedByAria(eb) : eb.not(filedByAria(eb)))));
  }
  if (filters.cursor) {
    const after = decodeCursor(filters.cursor);
    add('cursor', [after.createdAt, after.id], (q, [createdAt, id]) => q.where(olderThan('c.created_at', 'c.id', { createdAt, id })));
  }
  return conditions;
}

/** A thread ARIA filed: one of its findings points at it. */
const filedByAria = (eb: ExpressionBuilder<Database & { c: CommentsTable }, 'c'>) =>
  eb.exists(eb.selectFrom('aria_findings as af').select('af.id').whereRef('af.comment_id', '=', 'c.id'));

/** The prepared list of each shape; there are a few hundred at most (the filters a list can combine). */
const byShape = new Map<string, ReturnType<typeof preparedQuery<unknown[], unknown>>>();
