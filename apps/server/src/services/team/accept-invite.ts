import type { Kysely, Transaction } from 'kysely';
import type { Role } from '@commentflow/shared';
import type { Database, InviteRow, WorkspaceRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { template } from '../../i18n/message-template.ts';
import { inviteProjectIds } from '../../db/json-columns.ts';
import { hashSecret } from '../identity/sessions.ts';
import type { WebhookEmitter } from '../webhooks/webhook-emitter.ts';
import { grantProjects } from './set-grants.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** An invitation that can still be used, found by its secret; used, revoked and expired ones are refused. */
export async function findUsableInvite(db: Db, token: string): Promise<InviteRow> {
  const invite = await db.selectFrom('invites').selectAll().where('token_hash', '=', hashSecret(token)).executeTakeFirst();
  if (!invite) throw new AppError('invalid-invite', 'This invitation link is not valid. Ask for a new one.');
  if (invite.revoked_at) throw new AppError('invalid-invite', 'This invitation was revoked. Ask for a new one.');
  if (invite.accepted_at) throw new AppError('invalid-invite', 'This invitation was already used.');
  if (Date.parse(invite.expires_at) <= Date.now()) throw new AppError('invalid-invite', 'This invitation has expired. Ask for a new one.');
  return invite;
}

/**
 * Joins the signed-in user to the invitation's workspace. An e-mail invitation works once and only for
 * the account with its address; a share link works for anyone until it expires or is revoked. Someone
 * already in the workspace keeps their role (a client gains the link's projects).
 *
 * The link of an e-mail invitation was delivered to that address, so following it proves the mailbox
 * as a password-reset link does: a matching account whose address was not verified yet (a password
 * sign-up made on the invitation page) is verified here. Any other account is refused, naming the
 * address the invitation is for.
 */
export async function acceptInvite(
  trx: Transaction<Database>,
  token: string,
  user: { id: string; email: string },
  webhooks: WebhookEmitter,
): Promise<{ workspace: WorkspaceRow; role: Role }> {
  const invite = await findUsableInvite(trx, token);
  if (invite.kind === 'email' && invite.email !== user.email.toLowerCase()) {
    throw new AppError(
      'invite-email-mismatch',
      template('This invitation is for {email}. Sign in with that address to accept it.', { email: invite.email ?? '' }),
    );
  }
  const now = new Date().toISOString();
  if (invite.kind === 'email') {
    await trx
      .updateTable('users')
      .set({ email_verified: 1, updated_at: now })
      .where('id', '=', user.id)
      .where('email_verified', '=', 0)
      .execute();
  }
  // Conditional on accepted_at: of two concurrent uses of a single-use link, only one counts.
  const used = await trx
    .updateTable('invites')
    .set((eb) => ({ use_count: eb('use_count', '+', 1), ...(invite.kind === 'email' ? { accepted_at: now } : {}) }))
    .where('id', '=', invite.id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw new AppError('invalid-invite', 'This invitation was already used.');

  const existing = await trx
    .selectFrom('memberships')
    .select('role')
    .where('workspace_id', '=', invite.workspace_id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  const role = existing?.role ?? invite.role;
  if (!existing) {
    await trx.insertInto('memberships').values({ workspace_id: invite.workspace_id, user_id: user.id, role, created_at: now }).execute();
    await webhooks.emit(trx, invite.workspace_id, 'member.joined', {
      workspaceId: invite.workspace_id,
      member: { userId: user.id, email: user.email, role },
    });
  }
  if (role === 'client') await grantProjects(trx, invite.workspace_id, user.id, inviteProjectIds(invite));
  const workspace = await trx.selectFrom('workspaces').selectAll().where('id', '=', invite.workspace_id).executeTakeFirstOrThrow();
  return { workspace, role };
}
