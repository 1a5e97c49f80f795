import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnalyticsQuery, AnalyticsResponse, WorkspaceParams } from '@commentflow/shared';
import { memberAccess } from '../../plugins/route-prelude.ts';
import { workspaceAnalytics } from '../../services/analytics/workspace-analytics.ts';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workspaces/:workspaceId/analytics',
    {
      schema: { params: WorkspaceParams, querystring: AnalyticsQuery, response: { 200: AnalyticsResponse } },
      config: { access: { workspace: 'params', action: 'analytics:read', message: 'Clients do not see workspace analytics' } },
    },
    async (request) => {
      const from = new Date(request.query.from).toISOString();
      const to = new Date(request.query.to).toISOString();
      return { analytics: await workspaceAnalytics(app.db, memberAccess(request).workspaceId, from, to) };
    },
  );
};
