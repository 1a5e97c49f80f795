import type { Transaction } from 'kysely';
import { INVITE_TTL_DAYS } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { InviteWithInviter } from '../../db/rows.ts';
import { findInvite } from './team-query.ts';
import { newInviteToken } from './invite-token.ts';

/** A new secret and a new week for an open e-mail invitation; the link sent before stops working. */
export async function resendInvite(
  trx: Transaction<Database>,
  invite: InviteWithInviter,
): Promise<{ invite: InviteWithInviter; token: string }> {
  if (invite.kind !== 'email') throw new AppError('conflict', 'Share links are not sent by e-mail: copy a new link instead');
  const { token, tokenHash, expiresAt } = newInviteToken(INVITE_TTL_DAYS);
  await trx.updateTable('invites').set({ token_hash: tokenHash, expires_at: expiresAt }).where('id', '=', invite.id).execute();
  return { invite: (await findInvite(trx, invite.id))!, token };
}
