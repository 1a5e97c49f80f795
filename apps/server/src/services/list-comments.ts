import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { ListCommentsQuery } from '@commentflow/shared';
import type { Database } from '../db/schema.ts';
import type { CommentWithAuthor } from '../db/rows.ts';
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
  const { visibleProjectIds } = caller;
  if (visibleProjectIds?.length === 0) return { comments: [], nextCursor: null };
  let query = commentQuery(db).where('c.workspace_id', '=', workspaceId).where('c.parent_id', 'is', null);
  if (visibleProjectIds) query = query.where('c.project_id', 'in', visibleProjectIds);
  if (filters.projectId) query = query.where('c.project_id', '=', filters.projectId);
  if (filters.status) query = query.where('c.status', '=', filters.status);
  if (filters.priority) query = query.where('c.priority', '=', filters.priority);
  if (filters.assigneeId === 'none') query = query.where('c.assignee_id', 'is', null);
  else if (filters.assigneeId === 'me') query = query.where('c.assignee_id', '=', caller.userId);
  else if (filters.assigneeId) query = query.where('c.assignee_id', '=', filters.assigneeId);
  if (filters.author?.includes('@')) {
    query = query.where('c.author_user_id', 'is', null).where('c.guest_email', '=', filters.author);
  } else if (filters.author) {
    query = query.where('c.author_user_id', '=', filters.author);
  }
  if (filters.pageUrl) query = query.where('c.page_url', '=', filters.pageUrl);
  if (filters.q) query = query.where(sql<boolean>`lower(c.body) like ${containsPattern(filters.q)} escape '\\'`);
  // Labels are a JSON list of lower-case strings: the quoted label is a whole entry, never part of one.
  if (filters.label) query = query.where(sql<boolean>`c.labels like ${containsPattern(JSON.stringify(filters.label))} escape '\\'`);
  if (filters.aria === 'only') query = query.where('af.id', 'is not', null);
  else if (filters.aria === 'none') query = query.where('af.id', 'is', null);
  if (filters.cursor) query = query.where(olderThan('c.created_at', 'c.id', decodeCursor(filters.cursor)));
  const rows = await query
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(filters.limit + 1)
    .execute();
  const { page, nextCursor } = keysetPage(rows, filters.limit);
  return { comments: page, nextCursor };
}
