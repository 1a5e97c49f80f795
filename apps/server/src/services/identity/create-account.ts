import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ProductVariant } from '@commentflow/shared';
import type { Database, UserRow } from '../../db/schema.ts';
import { createWorkspace } from '../create-workspace.ts';

export interface NewAccount {
  email: string;
  displayName: string;
  passwordHash: string | null;
  emailVerified: boolean;
  photoUrl?: string | null;
  /** The first workspace's product variant; DevFlow when not chosen. */
  product?: ProductVariant | undefined;
}

/** A user and their first workspace; every way of creating an account (sign-up, OAuth, mock auth) goes through here. */
export async function createAccount(trx: Transaction<Database>, input: NewAccount): Promise<UserRow> {
  const now = new Date().toISOString();
  const user: UserRow = {
    id: randomUUID(),
    email: input.email,
    display_name: input.displayName,
    photo_url: input.photoUrl ?? null,
    email_verified: input.emailVerified ? 1 : 0,
    password_hash: input.passwordHash,
    is_admin: 0,
    disabled_at: null,
    created_at: now,
    updated_at: now,
  };
  await trx.insertInto('users').values(user).execute();
  await createWorkspace(trx, { ownerId: user.id, name: `${input.displayName}'s workspace`, product: input.product });
  return user;
}
