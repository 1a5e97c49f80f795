import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { CommentRow, Database } from '../../db/schema.ts';

/**
 * A guest who started a thread hears by e-mail when someone else replies to it or resolves it (spec
 * docs/product/limits.md). Queued in the change's transaction; the mail sweep (mail-jobs.ts) sends it, unless the guest
 * opted out by then.
 */
export async function queueGuestMail(
  trx: Transaction<Database>,
  root: Pick<CommentRow, 'id' | 'guest_email'>,
  event: 'reply' | 'resolved',
  reply: { id: string; guest_email: string | null } | null = null,
): Promise<void> {
  if (!root.guest_email) return;
  // The guest's own follow-up is no news to them.
  if (reply && reply.guest_email?.toLowerCase() === root.guest_email.toLowerCase()) return;
  await trx
    .insertInto('guest_mails')
    .values({
      id: randomUUID(),
      comment_id: root.id,
      reply_id: reply?.id ?? null,
      event,
      // Lower-cased: opt-outs (mail_optouts) are kept by address, whatever its spelling.
      email: root.guest_email.toLowerCase(),
      state: 'pending',
      created_at: new Date().toISOString(),
    })
    .execute();
}
