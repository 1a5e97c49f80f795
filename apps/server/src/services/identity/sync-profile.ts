import type { Kysely } from 'kysely';
import type { OAuthProviderId } from '@commentflow/shared';
import type { Database, UserRow } from '../../db/schema.ts';
import { forbidden } from '../../errors.ts';
import { readUser } from '../user-query.ts';

/**
 * The signed-in account takes the name (and photo) of the profile its client holds. The e-mail must
 * be the account's own: nobody renames someone else.
 */
export async function syncProfile(
  db: Kysely<Database>,
  userId: string,
  profile: { email: string; displayName: string; photoURL?: string | null | undefined },
): Promise<UserRow> {
  const user = await readUser(db, userId);
  if (user.email !== profile.email) throw forbidden('The e-mail does not match the signed-in account');
  const changes = {
    display_name: profile.displayName,
    ...(profile.photoURL === undefined ? {} : { photo_url: profile.photoURL }),
    updated_at: new Date().toISOString(),
  };
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
  return { ...user, ...changes };
}

/** Whether the account has signed in with this OAuth provider at least once. */
export async function hasIdentity(db: Kysely<Database>, userId: string, provider: OAuthProviderId): Promise<boolean> {
  const identity = await db
    .selectFrom('identities')
    .select('id')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return identity !== undefined;
}
