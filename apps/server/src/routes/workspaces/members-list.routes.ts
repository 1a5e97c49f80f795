import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MemberListResponse, WorkspaceParams } from '@commentflow/shared';
import { requireAuth } from '../../plugins/authenticate.ts';
import { authorize } from '../../policies/can.ts';
import { requireMembership } from '../../policies/require-membership.ts';

/**
 * The read-only member list that pickers use (assignee, @mentions). Managing members (roles,
 * removal, invites) lives in its own routes under /members/...
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
      const rows = await app.db
        .selectFrom('memberships as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['u.id', 'u.display_name', 'u.email', 'u.photo_url', 'm.role'])
        .where('m.workspace_id', '=', workspaceId)
        .orderBy('u.display_name')
        .orderBy('u.id')
        .execute();
      return {
        members: rows.map((row) => ({
          userId: row.id,
          displayName: row.display_name,
          email: row.email,
          photoURL: row.photo_url,
          role: row.role,
        })),
      };
    },
  );
};
