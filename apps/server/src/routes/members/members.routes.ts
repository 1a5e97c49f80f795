import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MemberParams, MemberResponse, TeamResponse, UpdateGrantsRequest, UpdateMemberRequest, WorkspaceParams } from '@commentflow/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { authorize } from '../../policies/can.ts';
import { requireMembership } from '../../policies/require-membership.ts';
import { assertCanChangeMember } from '../../policies/team-rules.ts';
import { presentInvite, presentMember } from '../../presenters/team.ts';
import { changeMemberRole, removeMember } from '../../services/team/change-member.ts';
import { listTeam } from '../../services/team/list-team.ts';
import { setGrants } from '../../services/team/set-grants.ts';
import { findMember, grantsByUser } from '../../services/team/team-query.ts';

/** The caller's role and the member they act on, both of this workspace (else 404). */
async function actorAndTarget(trx: Transaction<Database>, userId: string, workspaceId: string, targetId: string) {
  const role = await requireMembership(trx, userId, workspaceId);
  const target = await findMember(trx, workspaceId, targetId);
  if (!target) throw notFound('Member');
  return { role, target };
}

/**
 * Member management: the team list with open invitations, role changes, removal, leaving, client
 * grants. Every change also reaches the member's open sockets (realtime/member-access.ts).
 */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/workspaces/:workspaceId/team', { schema: { params: WorkspaceParams, response: { 200: TeamResponse } } }, async (request) => {
    const { userId } = requireAuth(request);
    const { workspaceId } = request.params;
    authorize(await requireMembership(app.db, userId, workspaceId), 'team:read', 'Clients do not see the team');
    const team = await listTeam(app.db, workspaceId);
    return {
      members: team.members.map((row) => presentMember(row, team.grants.get(row.user_id) ?? [])),
      invites: team.invites.map((row) => presentInvite(row)),
    };
  });

  app.patch(
    '/workspaces/:workspaceId/members/:userId',
    { schema: { params: MemberParams, body: UpdateMemberRequest, response: { 200: MemberResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const { workspaceId, userId: targetId } = request.params;
      const changed = await app.db.transaction().execute(async (trx) => {
        const { role, target } = await actorAndTarget(trx, userId, workspaceId, targetId);
        assertCanChangeMember(role, target.role, request.body.role);
        const member = await changeMemberRole(trx, workspaceId, target, request.body.role);
        return { member: presentMember(member, []) };
      });
      await app.realtime.syncMemberAccess(workspaceId, targetId, 'role-changed');
      return changed;
    },
  );

  // Removing oneself is leaving, which every role may do (the last owner excepted).
  app.delete('/workspaces/:workspaceId/members/:userId', { schema: { params: MemberParams } }, async (request, reply) => {
    const { userId } = requireAuth(request);
    const { workspaceId, userId: targetId } = request.params;
    await app.db.transaction().execute(async (trx) => {
      const { role, target } = await actorAndTarget(trx, userId, workspaceId, targetId);
      if (targetId !== userId) assertCanChangeMember(role, target.role);
      await removeMember(trx, workspaceId, target);
    });
    await app.realtime.syncMemberAccess(workspaceId, targetId, targetId === userId ? 'left' : 'removed');
    return reply.code(204).send();
  });

  app.put(
    '/workspaces/:workspaceId/members/:userId/projects',
    { schema: { params: MemberParams, body: UpdateGrantsRequest, response: { 200: MemberResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const { workspaceId, userId: targetId } = request.params;
      const changed = await app.db.transaction().execute(async (trx) => {
        const { role, target } = await actorAndTarget(trx, userId, workspaceId, targetId);
        assertCanChangeMember(role, target.role);
        if (target.role !== 'client') throw new AppError('conflict', 'Only clients are limited to projects; other roles see every project');
        await setGrants(trx, workspaceId, targetId, request.body.projectIds);
        const grants = await grantsByUser(trx, workspaceId);
        return { member: presentMember(target, grants.get(targetId) ?? []) };
      });
      await app.realtime.syncMemberAccess(workspaceId, targetId, 'grants-changed');
      return changed;
    },
  );
};
