import type { Kysely, Transaction } from 'kysely';
import { normalizePageUrl, type PageIdentityRule } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';

/**
 * Rewrites the stored page of a project's comments under its page rule, so pins left on
 * `/index.html` or `/?utm_source=x` before the rule changed show on `/` after it. One update per
 * distinct address, however many comments it has.
 */
export async function renormalizePages(
  db: Kysely<Database> | Transaction<Database>,
  projectId: string,
  rule: PageIdentityRule,
): Promise<void> {
  const pages = await db.selectFrom('comments').select('page_url').distinct().where('project_id', '=', projectId).execute();
  for (const { page_url: stored } of pages) {
    const normalized = normalizePageUrl(stored, rule);
    if (normalized === stored) continue;
    await db
      .updateTable('comments')
      .set({ page_url: normalized })
      .where('project_id', '=', projectId)
      .where('page_url', '=', stored)
      .execute();
  }
}
