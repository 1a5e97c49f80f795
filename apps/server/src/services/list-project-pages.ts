import { sql, type Kysely } from 'kysely';
import type { ProjectPage } from '@commentflow/shared';
import type { Database } from '../db/schema.ts';

/**
 * A project's pages with their thread counts per status, busiest first. One grouped query over
 * the comments_project_page index (project_id, page_url).
 */
export async function listProjectPages(db: Kysely<Database>, projectId: string): Promise<ProjectPage[]> {
  const count = (status: string) => sql<number>`sum(case when c.status = ${status} then 1 else 0 end)`;
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
      eb.fn.countAll<number>().as('total'),
    ])
    .groupBy('c.page_url')
    .orderBy('total', 'desc')
    .orderBy('c.page_url')
    .execute();
  return rows.map((row) => ({
    pageUrl: row.page_url,
    pageTitle: row.page_title ?? '',
    open: Number(row.open),
    inProgress: Number(row.in_progress),
    resolved: Number(row.resolved),
    total: Number(row.total),
  }));
}
