import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MemberListResponse, WorkspaceParams } from '@commentflow/shared';
import { requireAuth } from '../../plugins/authenticate.ts';
import { authorize } from '../../policies/can.ts';
import { requireMembership } from '../../policies/require-membership.ts';
import { listPickerMembers } from '../../services/team/list-picker-members.ts';

/**
 * The read-only member list that pickers use (assignee, @mentions); what a client sees of it is
 * narrowed in listPickerMembers. Managing members (roles, removal, invites) lives in its own routes
 * under /members/...
 */
export const membersListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workspaces/:workspaceId/members',
    { config: { apiKey: 'read' }, schema: { params: WorkspaceParams, response: { 200: MemberListResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const { workspaceId } = request.params;
      const role = await requireMembership(app.db, userId, workspaceId);
      authorize(role, 'workspace:read');
      return { members: await listPickerMembers(app.db, { workspaceId, userId, role }) };
    },
  );
};
