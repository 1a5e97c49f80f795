import { sql, type Kysely } from 'kysely';
import type { AdminWorkspace } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';
import { containsPattern, decodeCursor, keysetPage, olderThan } from '../keyset-cursor.ts';

/** The workspaces of this install with their size, newest first, found by name or slug. */
export async function listInstanceWorkspaces(
  db: Kysely<Database>,
  filters: { q?: string; cursor?: string; limit: number; id?: string },
): Promise<{ workspaces: AdminWorkspace[]; nextCursor: string | null }> {
  let query = db
    .selectFrom('workspaces as w')
    .select(['w.id', 'w.name', 'w.slug', 'w.plan', 'w.exempt', 'w.trial_ends_at', 'w.created_at'])
    .select((eb) => [
      eb.selectFrom('memberships as m').whereRef('m.workspace_id', '=', 'w.id').select(eb.fn.countAll<number>().as('n')).as('member_count'),
      eb.selectFrom('projects as p').whereRef('p.workspace_id', '=', 'w.id').select(eb.fn.countAll<number>().as('n')).as('project_count'),
      eb.selectFrom('comments as c').whereRef('c.workspace_id', '=', 'w.id').select(eb.fn.countAll<number>().as('n')).as('comment_count'),
    ]);
  if (filters.id) query = query.where('w.id', '=', filters.id);
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    query = query.where(sql<boolean>`(lower(w.name) like ${pattern} escape '\\' or lower(w.slug) like ${pattern} escape '\\')`);
  }
  if (filters.cursor) query = query.where(olderThan('w.created_at', 'w.id', decodeCursor(filters.cursor)));
  const rows = await query
    .orderBy('w.created_at', 'desc')
    .orderBy('w.id', 'desc')
    .limit(filters.limit + 1)
    .execute();
  const { page, nextCursor } = keysetPage(rows, filters.limit);
  return {
    workspaces: page.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      plan: row.plan,
      exempt: row.exempt === 1,
      trialEndsAt: row.trial_ends_at,
      memberCount: Number(row.member_count ?? 0),
      projectCount: Number(row.project_count ?? 0),
      commentCount: Number(row.comment_count ?? 0),
      createdAt: row.created_at,
    })),
    nextCursor,
  };
}
