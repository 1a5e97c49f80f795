import type { Kysely, Transaction } from 'kysely';
import type { Database, UserRow } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function findUser(db: Db, userId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** A user known to exist (the caller's own account, proven by its session). */
export async function readUser(db: Db, userId: string): Promise<UserRow> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

/** E-mail addresses are stored lower-cased (the shared Email schema lower-cases input). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}
