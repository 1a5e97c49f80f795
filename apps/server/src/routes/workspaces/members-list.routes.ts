import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MemberListResponse, WorkspaceParams } from '@commentflow/shared';
import { memberAccess } from '../../plugins/route-prelude.ts';
import { listMembersByName } from '../../services/team/team-query.ts';

/**
 * The read-only member list that pickers use (assignee, @mentions). Managing members (roles,
 * removal, invites) lives in its own routes under /members/...
 */
export const membersListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workspaces/:workspaceId/members',
    { schema: { params: WorkspaceParams, response: { 200: MemberListResponse } }, config: { access: { workspace: 'params', action: 'workspace:read' } } },
    async (request) => {
      const rows = await listMembersByName(app.db, memberAccess(request).workspaceId);
      return {
        members: rows.map((row) => ({
          userId: row.user_id,
          displayName: row.display_name,
          email: row.email,
          photoURL: row.photo_url,
          role: row.role,
        })),
      };
    },
  );
};
