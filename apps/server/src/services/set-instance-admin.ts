import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Grants or revokes instance administration (roadmap status, changelog); false when no account has that e-mail. */
export async function setInstanceAdmin(db: Kysely<Database>, email: string, isAdmin: boolean): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ is_admin: isAdmin ? 1 : 0, updated_at: new Date().toISOString() })
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
