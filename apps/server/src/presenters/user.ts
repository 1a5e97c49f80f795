import type { User } from '@commentflow/shared';
import type { UserRow } from '../db/schema.ts';

export function presentUser(row: UserRow): User {
  return {
    uid: row.id,
    email: row.email,
    displayName: row.display_name,
    photoURL: row.photo_url,
    emailVerified: row.email_verified === 1,
    isAdmin: row.is_admin === 1,
  };
}
