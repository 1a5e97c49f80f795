import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MemberListResponse, WorkspaceParams } from '@commentflow/shared';
import { memberAccess } from '../../plugins/route-prelude.ts';
import { listPickerMembers } from '../../services/team/list-picker-members.ts';

/**
 * The read-only member list that pickers use (assignee, @mentions); what a client sees of it is
 * narrowed in listPickerMembers. Managing members (roles, removal, invites) lives in its own routes
 * under /members/...
 */
export const membersListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workspaces/:workspaceId/members',
    {
      schema: { params: WorkspaceParams, response: { 200: MemberListResponse } },
      config: { apiKey: 'read', access: { workspace: 'params', action: 'workspace:read' } },
    },
    async (request) => ({ members: await listPickerMembers(app.db, memberAccess(request)) }),
  );
};
