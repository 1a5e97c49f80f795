import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { INVITE_TTL_DAYS, type InviteRole } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';
import { AppError, validationFailed } from '../../errors.ts';
import { template } from '../../i18n/message-template.ts';
import type { InviteWithInviter } from '../../db/rows.ts';
import { findInvite } from './team-query.ts';
import { newInviteToken } from './invite-token.ts';
import { encodeJson } from '../../db/json-columns.ts';

export type NewInvite =
  { kind: 'email'; email: string; role: InviteRole; projectIds: string[] } | { kind: 'link'; projectIds: string[]; days: number };

/** Stores an invitation (e-mail or share link) and returns it with the one copy of its secret. */
export async function createInvite(
  trx: Transaction<Database>,
  workspaceId: string,
  invitedBy: string,
  input: NewInvite,
): Promise<{ invite: InviteWithInviter; token: string }> {
  await assertWorkspaceProjects(trx, workspaceId, input.projectIds);
  if (input.kind === 'email') await assertNotMember(trx, workspaceId, input.email);
  const { token, tokenHash, expiresAt } = newInviteToken(input.kind === 'link' ? input.days : INVITE_TTL_DAYS);
  const id = randomUUID();
  await trx
    .insertInto('invites')
    .values({
      id,
      workspace_id: workspaceId,
      kind: input.kind,
      email: input.kind === 'email' ? input.email : null,
      role: input.kind === 'email' ? input.role : 'client',
      project_ids: encodeJson(input.projectIds),
      token_hash: tokenHash,
      invited_by: invitedBy,
      use_count: 0,
      expires_at: expiresAt,
      accepted_at: null,
      revoked_at: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return { invite: (await findInvite(trx, id))!, token };
}

/** Every id must be a project of this workspace; another workspace's project is reported like a missing one. */
async function assertWorkspaceProjects(trx: Transaction<Database>, workspaceId: string, projectIds: string[]): Promise<void> {
  if (projectIds.length === 0) return;
  const found = await trx
    .selectFrom('projects')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('id', 'in', projectIds)
    .execute();
  const known = new Set(found.map((row) => row.id));
  const missing = projectIds.findIndex((id) => !known.has(id));
  if (missing >= 0) throw validationFailed([{ path: `projectIds.${missing}`, message: 'No such project in this workspace' }]);
}

async function assertNotMember(trx: Transaction<Database>, workspaceId: string, email: string): Promise<void> {
  const member = await trx
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('m.user_id')
    .where('m.workspace_id', '=', workspaceId)
    .where('u.email', '=', email)
    .executeTakeFirst();
  if (member) throw new AppError('already-member', template('{email} is already a member of this workspace', { email }));
}
