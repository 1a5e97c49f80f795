import type { Kysely } from 'kysely';
import type { UpdateProfileRequest } from '@commentflow/shared';
import type { Database, UserRow } from '../db/schema.ts';
import { notFound } from '../errors.ts';

/** The user's own name and avatar; a null photo URL goes back to the avatar generated from the name. */
export async function updateProfile(db: Kysely<Database>, userId: string, patch: UpdateProfileRequest): Promise<UserRow> {
  const row = await db
    .updateTable('users')
    .set({
      ...(patch.displayName !== undefined ? { display_name: patch.displayName } : {}),
      ...(patch.photoURL !== undefined ? { photo_url: patch.photoURL } : {}),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound('User');
  return row;
}
