import type { Kysely } from 'kysely';
import { DEFAULT_PAGE_IDENTITY, normalizePageUrl } from '@commentflow/shared';

// Page identity (which addresses are the same page: tracking parameters, index.html, trailing
// slashes, hash routes) per project. Null means the default rule. Comments stored before it had
// their address as the browser spelled it: each distinct address is rewritten under the default
// rule, so `/?utm_source=newsletter` and `/` become one page with all their pins.

type Dialect = 'sqlite' | 'postgres';

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('projects').addColumn('page_identity', 'text').execute();
  const raw = db as Kysely<{ comments: { page_url: string } }>;
  const pages = await raw.selectFrom('comments').select('page_url').distinct().execute();
  for (const { page_url: stored } of pages) {
    const normalized = normalizePageUrl(stored, DEFAULT_PAGE_IDENTITY);
    if (normalized !== stored) await raw.updateTable('comments').set({ page_url: normalized }).where('page_url', '=', stored).execute();
  }
}
