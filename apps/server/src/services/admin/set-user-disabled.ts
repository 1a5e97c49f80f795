import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { forbidden, notFound } from '../../errors.ts';
import { revokeUserSessions } from '../identity/sessions.ts';

/**
 * Disables or re-enables an account. Disabling ends every session it has at once (the caller closes
 * their sockets with the ids answered); an administrator cannot lock themselves out.
 */
export async function setUserDisabled(
  trx: Kysely<Database>,
  input: { userId: string; disabled: boolean; actorId: string },
): Promise<string[]> {
  if (input.userId === input.actorId && input.disabled) throw forbidden('You cannot disable your own account');
  const now = new Date().toISOString();
  const result = await trx
    .updateTable('users')
    .set({ disabled_at: input.disabled ? now : null, updated_at: now })
    .where('id', '=', input.userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('User');
  return input.disabled ? revokeUserSessions(trx, input.userId, null) : [];
}
