import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A code lives long enough for the new tab to load the page and its widget, no longer. */
export const HANDOFF_TTL_MS = 60_000;

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * A one-use code that signs the widget on the customer's page in as this dashboard member ("Open on
 * page"). It travels in the page URL's fragment, so only its hash is stored.
 */
export async function createWidgetHandoff(
  db: Kysely<Database>,
  handoff: { userId: string; sessionId: string; projectId: string; commentId: string },
  now = new Date(),
): Promise<{ code: string; expiresAt: string }> {
  const code = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + HANDOFF_TTL_MS).toISOString();
  // Codes past their minute are of no use to anyone: dropped as new ones are made, so the table
  // holds about a minute's worth and needs no sweep of its own.
  await db.deleteFrom('widget_handoffs').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('widget_handoffs')
    .values({
      code_hash: hashOf(code),
      user_id: handoff.userId,
      session_id: handoff.sessionId,
      project_id: handoff.projectId,
      comment_id: handoff.commentId,
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { code, expiresAt };
}

/**
 * Uses a code for this project: the member it was made for, or undefined when it is unknown, used,
 * expired or another project's. One conditional update, so two tabs racing with it get it once.
 */
export async function redeemWidgetHandoff(
  db: Kysely<Database>,
  projectId: string,
  code: string,
  now = new Date(),
): Promise<{ userId: string; sessionId: string } | undefined> {
  const codeHash = hashOf(code);
  const at = now.toISOString();
  const result = await db
    .updateTable('widget_handoffs')
    .set({ used_at: at })
    .where('code_hash', '=', codeHash)
    .where('project_id', '=', projectId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return undefined;
  return db
    .selectFrom('widget_handoffs')
    .select(['user_id as userId', 'session_id as sessionId'])
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
}
