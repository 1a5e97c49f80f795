import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashSecret } from '../identity/sessions.ts';

const LOCAL_PART = /^reply\+([A-Za-z0-9_-]{32})$/;

/**
 * A reply address for one mail: reply+<secret>@REPLY_DOMAIN. The secret (24 random bytes, kept
 * hashed) says which thread the answer goes to and who may answer through it; nobody can make one up.
 */
export async function createReplyAddress(
  db: Kysely<Database>,
  replyDomain: string,
  target: { commentId: string; userId: string | null; guestEmail: string | null },
): Promise<string> {
  const secret = randomBytes(24).toString('base64url');
  await db
    .insertInto('mail_reply_tokens')
    .values({
      token_hash: hashSecret(secret),
      comment_id: target.commentId,
      user_id: target.userId,
      guest_email: target.guestEmail,
      created_at: new Date().toISOString(),
    })
    .execute();
  return `reply+${secret}@${replyDomain}`;
}

/** The thread and author an inbound address stands for, or null when it is not one of ours. */
export async function resolveReplyAddress(db: Kysely<Database>, replyDomain: string, address: string) {
  const at = address.lastIndexOf('@');
  // The secret is case-sensitive; the domain is not.
  const local = address.slice(0, at);
  if (at < 1 || address.slice(at + 1).toLowerCase() !== replyDomain) return null;
  const secret = LOCAL_PART.exec(local)?.[1];
  if (!secret) return null;
  return (await db.selectFrom('mail_reply_tokens').selectAll().where('token_hash', '=', hashSecret(secret)).executeTakeFirst()) ?? null;
}
