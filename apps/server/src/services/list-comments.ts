import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { ListCommentsQuery } from '@commentflow/shared';
import type { Database } from '../db/schema.ts';
import type { CommentWithAuthor } from '../db/rows.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { commentQuery } from './comment-query.ts';
import { containsPattern, decodeCursor, keysetPage, olderThan } from './keyset-cursor.ts';

export type CommentFilters = Omit<z.output<typeof ListCommentsQuery>, 'limit'> & { limit: number };

/**
 * Thread roots of a workspace, newest first, one page at a time (keyset on the comments_workspace_roots
 * index). `visibleProjectIds` (policies/visible-projects.ts) narrows a client to their granted projects.
 */
export async function listComments(
  db: Kysely<Database>,
  workspaceId: string,
  filters: CommentFilters,
  /** Who asks: what the `me` assignee filter means, and the projects they may see (null: all). */
  caller: { userId: string | null; visibleProjectIds: string[] | null } = { userId: null, visibleProjectIds: null },
): Promise<{ comments: CommentWithAuthor[]; nextCursor: string | null }> {
  if (caller.visibleProjectIds?.length === 0) return { comments: [], nextCursor: null };
  const conditions = conditionsOf(workspaceId, filters, caller);
  const shape = conditions.map((condition) => condition.shape).join(' ');
  let query = byShape.get(shape);
  if (!query) {
    query = preparedQuery((db: Db, ...values: unknown[]) => {
      let built = commentQuery(db);
      let next = 0;
      for (const condition of conditions)
        built = condition.apply(built, values.slice(next, (next += condition.values.length)) as [never, never]);
      return built
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(values[next] as number);
    });
    byShape.set(shape, query);
  }
  const rows = await query(db, ...conditions.flatMap((condition) => condition.values), filters.limit + 1);
  const { page, nextCursor } = keysetPage(rows, filters.limit);
  return { comments: page, nextCursor };
}

type Db = Kysely<Database>;
type RootsQuery = ReturnType<typeof commentQuery>;

/** One filter of a list: its part of the query's shape, its values, and how it narrows the query. */
interface Condition {
  shape: string;
  values: unknown[];
  /** `values` are placeholders for its own values (never read, only handed to Kysely). */
  apply: (query: RootsQuery, values: [never, never]) => RootsQuery;
}

/**
 * The list's filters as conditions: every list of the same filters (whatever their values) is the
 * same SQL, prepared once (db/prepared-query.ts). Building it anew was a quarter of a list's time.
 */
function conditionsOf(
  workspaceId: string,
  filters: CommentFilters,
  caller: { userId: string | null; visibleProjectIds: string[] | null },
): Condition[] {
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
  if (filters.aria === 'only') add('aria', [], (q) => q.where('af.id', 'is not', null));
  else if (filters.aria === 'none') add('not-aria', [], (q) => q.where('af.id', 'is', null));
  if (filters.cursor) {
    const after = decodeCursor(filters.cursor);
    add('cursor', [after.createdAt, after.id], (q, [createdAt, id]) => q.where(olderThan('c.created_at', 'c.id', { createdAt, id })));
  }
  return conditions;
}

/** The prepared list of each shape; there are a few hundred at most (the filters a list can combine). */
const byShape = new Map<string, ReturnType<typeof preparedQuery<unknown[], CommentWithAuthor>>>();
