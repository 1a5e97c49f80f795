import { sql, type Kysely } from 'kysely';
import type { AdminUser } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';
import { containsPattern, decodeCursor, keysetPage, olderThan } from '../keyset-cursor.ts';

/** Every account of this install, newest first, found by e-mail or name. */
export async function listInstanceUsers(
  db: Kysely<Database>,
  filters: { q?: string; cursor?: string; limit: number; id?: string },
): Promise<{ users: AdminUser[]; nextCursor: string | null }> {
  let query = db
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.display_name', 'u.email_verified', 'u.is_admin', 'u.disabled_at', 'u.created_at'])
    .select((eb) =>
      eb.selectFrom('memberships as m').whereRef('m.user_id', '=', 'u.id').select(eb.fn.countAll<number>().as('n')).as('workspace_count'),
    );
  if (filters.id) query = query.where('u.id', '=', filters.id);
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    query = query.where(sql<boolean>`(lower(u.email) like ${pattern} escape '\\' or lower(u.display_name) like ${pattern} escape '\\')`);
  }
  if (filters.cursor) query = query.where(olderThan('u.created_at', 'u.id', decodeCursor(filters.cursor)));
  const rows = await query
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(filters.limit + 1)
    .execute();
  const { page, nextCursor } = keysetPage(rows, filters.limit);
  return {
    users: page.map((row) => ({
      uid: row.id,
      email: row.email,
      displayName: row.display_name,
      emailVerified: row.email_verified === 1,
      isAdmin: row.is_admin === 1,
      disabled: row.disabled_at !== null,
      workspaceCount: Number(row.workspace_count ?? 0),
      createdAt: row.created_at,
    })),
    nextCursor,
  };
}
