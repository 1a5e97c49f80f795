import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MemberParams, MemberResponse, TeamResponse, UpdateGrantsRequest, UpdateMemberRequest, WorkspaceParams } from '@commentflow/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { memberAccess } from '../../plugins/route-prelude.ts';
import { assertCanChangeMember } from '../../policies/team-rules.ts';
import { presentInvite, presentMember } from '../../presenters/team.ts';
import { changeMemberRole, removeMember } from '../../services/team/change-member.ts';
import { listTeam } from '../../services/team/list-team.ts';
import { setGrants } from '../../services/team/set-grants.ts';
import { findMember, grantsByUser } from '../../services/team/team-query.ts';

/** The member acted on, of this workspace (else 404). */
async function requireTarget(trx: Transaction<Database>, workspaceId: string, targetId: string) {
  const target = await findMember(trx, workspaceId, targetId);
  if (!target) throw notFound('Member');
  return target;
}

// Any member reaches these routes (leaving is removing oneself); the team rules decide the rest.
const MEMBER_OF_WORKSPACE = { access: { workspace: 'params', action: 'workspace:read' } } as const;

/**
 * Member management: the team list with open invitations, role changes, removal, leaving, client
 * grants. Every change also reaches the member's open sockets (realtime/member-access.ts).
 */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workspaces/:workspaceId/team',
    {
      schema: { params: WorkspaceParams, response: { 200: TeamResponse } },
      config: { access: { workspace: 'params', action: 'team:read', message: 'Clients do not see the team' } },
    },
    async (request) => {
      const team = await listTeam(app.db, memberAccess(request).workspaceId);
      return {
        members: team.members.map((row) => presentMember(row, team.grants.get(row.user_id) ?? [])),
        invites: team.invites.map((row) => presentInvite(row)),
      };
    },
  );

  app.patch(
    '/workspaces/:workspaceId/members/:userId',
    { schema: { params: MemberParams, body: UpdateMemberRequest, response: { 200: MemberResponse } }, config: MEMBER_OF_WORKSPACE },
    async (request) => {
      const { workspaceId, role } = memberAccess(request);
      const targetId = request.params.userId;
      const changed = await app.db.transaction().execute(async (trx) => {
        const target = await requireTarget(trx, workspaceId, targetId);
        assertCanChangeMember(role, target.role, request.body.role);
        const member = await changeMemberRole(trx, workspaceId, target, request.body.role);
        return { member: presentMember(member, []) };
      });
      await app.realtime.syncMemberAccess(workspaceId, targetId, 'role-changed');
      return changed;
    },
  );

  // Removing oneself is leaving, which every role may do (the last owner excepted).
  app.delete(
    '/workspaces/:workspaceId/members/:userId',
    { schema: { params: MemberParams }, config: MEMBER_OF_WORKSPACE },
    async (request, reply) => {
      const { userId, workspaceId, role } = memberAccess(request);
      const targetId = request.params.userId;
      await app.db.transaction().execute(async (trx) => {
        const target = await requireTarget(trx, workspaceId, targetId);
        if (targetId !== userId) assertCanChangeMember(role, target.role);
        await removeMember(trx, workspaceId, target);
      });
      await app.realtime.syncMemberAccess(workspaceId, targetId, targetId === userId ? 'left' : 'removed');
      return reply.code(204).send();
    },
  );

  app.put(
    '/workspaces/:workspaceId/members/:userId/projects',
    { schema: { params: MemberParams, body: UpdateGrantsRequest, response: { 200: MemberResponse } }, config: MEMBER_OF_WORKSPACE },
    async (request) => {
      const { workspaceId, role } = memberAccess(request);
      const targetId = request.params.userId;
      const changed = await app.db.transaction().execute(async (trx) => {
        const target = await requireTarget(trx, workspaceId, targetId);
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
