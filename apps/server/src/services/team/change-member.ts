import type { Transaction } from 'kysely';
import type { Role } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';
import { assertOwnerRemains } from '../../policies/team-rules.ts';
import type { MemberRow } from '../../db/rows.ts';
import { countOwners, findMember } from './team-query.ts';

/** Gives a member another role, keeping at least one owner; a former client loses their project grants. */
export async function changeMemberRole(trx: Transaction<Database>, workspaceId: string, member: MemberRow, role: Role): Promise<MemberRow> {
  assertOwnerRemains(await countOwners(trx, workspaceId), member.role, role);
  await trx
    .updateTable('memberships')
    .set({ role })
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', member.user_id)
    .execute();
  if (role !== 'client')
    await trx.deleteFrom('project_grants').where('workspace_id', '=', workspaceId).where('user_id', '=', member.user_id).execute();
  return (await findMember(trx, workspaceId, member.user_id))!;
}

/** Takes a member (or the caller, leaving) out of the workspace with their grants; never the last owner. */
export async function removeMember(trx: Transaction<Database>, workspaceId: string, member: MemberRow): Promise<void> {
  assertOwnerRemains(await countOwners(trx, workspaceId), member.role);
  await trx.deleteFrom('project_grants').where('workspace_id', '=', workspaceId).where('user_id', '=', member.user_id).execute();
  await trx.deleteFrom('memberships').where('workspace_id', '=', workspaceId).where('user_id', '=', member.user_id).execute();
}
