import { sql, type Kysely } from 'kysely';
import type { ProjectPage } from '@commentflow/shared';
import type { Database } from '../db/schema.ts';
import { validationFailed } from '../errors.ts';
import { containsPattern } from './keyset-cursor.ts';

export interface ProjectPagesQuery {
  q?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

interface PagePosition {
  total: number;
  pageUrl: string;
}

function encodePosition(position: PagePosition): string {
  return Buffer.from(JSON.stringify([position.total, position.pageUrl])).toString('base64url');
}

function decodePosition(cursor: string): PagePosition {
  try {
    const [total, pageUrl, ...rest] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (Number.isInteger(total) && typeof pageUrl === 'string' && rest.length === 0) return { total: total as number, pageUrl };
  } catch {
    // Not JSON: answered below like any other foreign cursor.
  }
  throw validationFailed([{ path: 'query.cursor', message: 'Not a cursor from this list' }]);
}

/**
 * A project's pages with their thread counts per status, busiest first, `limit` at a time. One grouped
 * query over the comments_project_page index (project_id, page_url); the cursor is the last page's
 * (total, URL), so the next page starts after it even while new threads arrive. A search matches the
 * URL or the title, on the group, so a matching page keeps all its counts.
 */
export async function listProjectPages(
  db: Kysely<Database>,
  projectId: string,
  { q, cursor, limit }: ProjectPagesQuery,
): Promise<{ pages: ProjectPage[]; nextCursor: string | null }> {
  const count = (status: string) => sql<number>`sum(case when c.status = ${status} then 1 else 0 end)`;
  const after = cursor ? decodePosition(cursor) : null;
  const total = sql<number>`count(*)`;
  const rows = await db
    .selectFrom('comments as c')
    .where('c.project_id', '=', projectId)
    .where('c.parent_id', 'is', null)
    .select((eb) => [
      'c.page_url',
      eb.fn.max('c.page_title').as('page_title'),
      count('open').as('open'),
      count('in_progress').as('in_progress'),
      count('resolved').as('resolved'),
      total.as('total'),
    ])
    .groupBy('c.page_url')
    .$if(Boolean(q), (qb) => {
      const pattern = containsPattern(q ?? '');
      return qb.having(
        sql<boolean>`(lower(c.page_url) like ${pattern} escape '\\' or lower(coalesce(max(c.page_title), '')) like ${pattern} escape '\\')`,
      );
    })
    .$if(after !== null, (qb) =>
      qb.having(sql<boolean>`(${total} < ${after?.total} or (${total} = ${after?.total} and c.page_url > ${after?.pageUrl}))`),
    )
    .orderBy('total', 'desc')
    .orderBy('c.page_url')
    .limit(limit + 1)
    .execute();
  const pages = rows.slice(0, limit).map((row) => ({
    pageUrl: row.page_url,
    pageTitle: row.page_title ?? '',
    open: Number(row.open),
    inProgress: Number(row.in_progress),
    resolved: Number(row.resolved),
    total: Number(row.total),
  }));
  const last = pages.at(-1);
  return { pages, nextCursor: rows.length > limit && last ? encodePosition(last) : null };
}
