import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnalyticsQuery, AnalyticsResponse, WorkspaceParams } from '@commentflow/shared';
import { requireAuth } from '../../plugins/authenticate.ts';
import { authorize } from '../../policies/can.ts';
import { requireMembership } from '../../policies/require-membership.ts';
import { workspaceAnalytics } from '../../services/analytics/workspace-analytics.ts';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workspaces/:workspaceId/analytics',
    { schema: { params: WorkspaceParams, querystring: AnalyticsQuery, response: { 200: AnalyticsResponse } } },
    async (request) => {
      const { userId } = requireAuth(request);
      const { workspaceId } = request.params;
      authorize(await requireMembership(app.db, userId, workspaceId), 'analytics:read', 'Clients do not see workspace analytics');
      const from = new Date(request.query.from).toISOString();
      const to = new Date(request.query.to).toISOString();
      return { analytics: await workspaceAnalytics(app.db, workspaceId, from, to) };
    },
  );
};
