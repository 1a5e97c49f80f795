import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { SESSION_TTL_DAYS } from '@commentflow/shared';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Database, SessionRow } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

const DAY_MS = 86_400_000;

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

/** Opens a session; the refresh secret is returned once and stored only as a hash. */
export async function openSession(db: Db, userId: string, client: ClientInfo): Promise<{ session: SessionRow; refreshSecret: string }> {
  const refreshSecret = randomBytes(32).toString('base64url');
  const now = new Date();
  const session: SessionRow = {
    id: randomUUID(),
    user_id: userId,
    refresh_hash: hashSecret(refreshSecret),
    user_agent: client.userAgent?.slice(0, 500) ?? null,
    ip: client.ip,
    created_at: now.toISOString(),
    last_used_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SESSION_TTL_DAYS * DAY_MS).toISOString(),
    revoked_at: null,
  };
  await db.insertInto('sessions').values(session).execute();
  return { session, refreshSecret };
}

/** An open session (not revoked, not expired) of an enabled user, or null. */
export async function findOpenSession(db: Db, where: { id: string } | { refreshSecret: string }) {
  const now = new Date().toISOString();
  const [session] =
    'id' in where ? await openSessionById(db, where.id, now) : await openSessionByRefresh(db, hashSecret(where.refreshSecret), now);
  return session ?? null;
}

// Every authenticated request asks for its session: prepared once (db/prepared-query.ts).
const openSessions = (db: Db, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id as sessionId', 'sessions.user_id as userId', 'sessions.expires_at as expiresAt'])
    .where('sessions.revoked_at', 'is', null)
    .where('users.disabled_at', 'is', null)
    .where('sessions.expires_at', '>', now);
const openSessionById = preparedQuery((db, id: string, now: string) => openSessions(db, now).where('sessions.id', '=', id));
const openSessionByRefresh = preparedQuery((db, refreshHash: string, now: string) =>
  openSessions(db, now).where('sessions.refresh_hash', '=', refreshHash),
);

export async function touchSession(db: Db, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: new Date().toISOString() }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date().toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every open session of a user but one (or all); answers the ids, so their sockets can be closed. */
export async function revokeUserSessions(db: Db, userId: string, keepSessionId: string | null): Promise<string[]> {
  let query = db.selectFrom('sessions').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  const ids = (await query.execute()).map((row) => row.id);
  if (ids.length > 0) {
    await db
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString() })
      .where('id', 'in', ids)
      .where('revoked_at', 'is', null)
      .execute();
  }
  return ids;
}
