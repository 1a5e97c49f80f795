import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { CommentWithAuthor } from '../db/rows.ts';
import type { DomainEvent } from './domain-events.ts';
import { findComment } from './comment-query.ts';
import { isUniqueViolation } from './is-unique-violation.ts';
import { preparedQuery } from '../db/prepared-query.ts';

export interface CreateOnceKey {
  projectId: string;
  /** The client's id for this write; without one every call creates. */
  clientId: string | undefined;
  /** The thread the write belongs to (null for a new pin): a reused clientId elsewhere is a conflict. */
  parentId: string | null;
}

/**
 * Runs a comment create in its own transaction, idempotent by (project, clientId): a retry answers the
 * comment stored the first time and sends no events. Two retries racing past the first lookup meet
 * at the unique index; the loser's transaction rolls back whole and it answers the winner's comment.
 * Callers authorize first, so a clientId never reveals a comment the caller may not see.
 */
export async function createOnce<R extends { comment: CommentWithAuthor; events: DomainEvent[] }>(
  db: Kysely<Database>,
  key: CreateOnceKey,
  create: (trx: Transaction<Database>) => Promise<R>,
): Promise<(R & { created: true }) | { comment: CommentWithAuthor; events: DomainEvent[]; created: false }> {
  const before = await stored(db, key);
  if (before) return { comment: before, events: [], created: false };
  try {
    return { ...(await db.transaction().execute(create)), created: true as const };
  } catch (error) {
    const winner = isUniqueViolation(error) ? await stored(db, key) : undefined;
    if (winner) return { comment: winner, events: [], created: false };
    throw error;
  }
}

// Nearly every write is new: the lookup reads only what decides (on the unique index), and the whole
// comment with its author only for a retry.
async function stored(db: Kysely<Database>, key: CreateOnceKey): Promise<CommentWithAuthor | undefined> {
  if (key.clientId === undefined) return undefined;
  const [existing] = await byClientId(db, key.projectId, key.clientId);
  if (!existing) return undefined;
  if (existing.parent_id !== key.parentId) {
    throw new AppError('conflict', 'This clientId was already used for another comment', {
      issues: [{ path: 'body.clientId', message: 'Already used for another comment' }],
    });
  }
  // Deleted since the lookup: nothing is stored under the key any more.
  return findComment(db, existing.id);
}

const byClientId = preparedQuery((db, projectId: string, clientId: string) =>
  db.selectFrom('comments').select(['id', 'parent_id']).where('project_id', '=', projectId).where('client_id', '=', clientId),
);
