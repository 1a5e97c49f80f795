import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { ListCommentsQuery } from '@commentflow/shared';
import type { Database } from '../db/schema.ts';
import { validationFailed } from '../errors.ts';
import type { CommentWithAuthor } from '../presenters/comment.ts';
import { commentQuery } from './comment-query.ts';

export type CommentFilters = Omit<z.output<typeof ListCommentsQuery>, 'limit'> & { limit: number };

/**
 * Thread roots of a workspace, newest first, one page at a time. Keyset pagination on
 * (created_at, id) rides the comments_workspace_roots index, so page 200 costs what page 1 does.
 * `visibleProjectIds` (policies/visible-projects.ts) narrows a client to their granted projects.
 */
export async function listComments(
  db: Kysely<Database>,
  workspaceId: string,
  filters: CommentFilters,
  visibleProjectIds: string[] | null = null,
): Promise<{ comments: CommentWithAuthor[]; nextCursor: string | null }> {
  if (visibleProjectIds?.length === 0) return { comments: [], nextCursor: null };
  let query = commentQuery(db).where('c.workspace_id', '=', workspaceId).where('c.parent_id', 'is', null);
  if (visibleProjectIds) query = query.where('c.project_id', 'in', visibleProjectIds);
  if (filters.projectId) query = query.where('c.project_id', '=', filters.projectId);
  if (filters.status) query = query.where('c.status', '=', filters.status);
  if (filters.priority) query = query.where('c.priority', '=', filters.priority);
  if (filters.assigneeId) query = query.where('c.assignee_id', '=', filters.assigneeId);
  if (filters.pageUrl) query = query.where('c.page_url', '=', filters.pageUrl);
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q.toLowerCase())}%`;
    query = query.where(sql<boolean>`lower(c.body) like ${pattern} escape '\\'`);
  }
  if (filters.cursor) {
    const after = decodeCursor(filters.cursor);
    query = query.where((eb) =>
      eb.or([
        eb('c.created_at', '<', after.createdAt),
        eb.and([eb('c.created_at', '=', after.createdAt), eb('c.id', '<', after.id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(filters.limit + 1)
    .execute();
  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  return { comments: page, nextCursor: rows.length > filters.limit && last ? encodeCursor(last) : null };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function encodeCursor(row: { created_at: string; id: string }): string {
  return Buffer.from(`${row.created_at}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || rest.length > 0 || Number.isNaN(Date.parse(createdAt))) {
    throw validationFailed([{ path: 'query.cursor', message: 'Not a cursor from this list' }]);
  }
  return { createdAt, id };
}
