import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAuditLogResponse,
  AdminAuditQuery,
  AdminJobParams,
  AdminJobsResponse,
  AdminListQuery,
  AdminOverviewResponse,
  AdminUserListResponse,
  AdminUserParams,
  AdminUserResponse,
  AdminWorkspaceListResponse,
  AdminWorkspaceParams,
  AdminWorkspaceResponse,
  UpdateAdminUserRequest,
  UpdateAdminWorkspaceRequest,
} from '@commentflow/shared';
import { notFound } from '../../errors.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { instanceOverview } from '../../services/admin/instance-overview.ts';
import { listInstanceUsers } from '../../services/admin/list-instance-users.ts';
import { listInstanceWorkspaces } from '../../services/admin/list-instance-workspaces.ts';
import { overrideWorkspacePlan } from '../../services/admin/override-workspace-plan.ts';
import { listAuditLog } from '../../services/admin/list-audit-log.ts';
import { notifyRetentionChanged } from '../../services/billing/notify-retention.ts';
import { setUserDisabled } from '../../services/admin/set-user-disabled.ts';

/** /client/admin: the instance administrators' console. Every route checks users.is_admin on the server. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked by the route prelude before validation, so someone else learns nothing from the console's input rules.
  const admin = { access: 'instance-admin' } as const;

  app.get('/admin/overview', { schema: { response: { 200: AdminOverviewResponse } }, config: admin }, async () => instanceOverview(app));

  app.get('/admin/jobs', { schema: { response: { 200: AdminJobsResponse } }, config: admin }, async () => app.jobs.overview());

  // A failed job gets one more try now; one waiting for its retry runs now.
  app.post(
    '/admin/jobs/:jobId/retry',
    { schema: { params: AdminJobParams, response: { 200: AdminJobsResponse } }, config: admin },
    async (request) => {
      if (!(await app.jobs.retryNow(request.params.jobId))) throw notFound('Job');
      return app.jobs.overview();
    },
  );

  app.get(
    '/admin/users',
    { schema: { querystring: AdminListQuery, response: { 200: AdminUserListResponse } }, config: admin },
    async (request) => listInstanceUsers(app.db, request.query),
  );

  app.patch(
    '/admin/users/:userId',
    { schema: { params: AdminUserParams, body: UpdateAdminUserRequest, response: { 200: AdminUserResponse } }, config: admin },
    async (request) => {
      const { userId } = request.params;
      const revoked = await app.db
        .transaction()
        .execute((trx) => setUserDisabled(trx, { userId, disabled: request.body.disabled, actorId: requireAuth(request).userId }));
      for (const sessionId of revoked) await app.realtime.disconnectSession(sessionId);
      const { users } = await listInstanceUsers(app.db, { id: userId, limit: 1 });
      return { user: users[0]! };
    },
  );

  app.get(
    '/admin/workspaces',
    { schema: { querystring: AdminListQuery, response: { 200: AdminWorkspaceListResponse } }, config: admin },
    async (request) => listInstanceWorkspaces(app.db, request.query),
  );

  app.patch(
    '/admin/workspaces/:workspaceId',
    {
      schema: { params: AdminWorkspaceParams, body: UpdateAdminWorkspaceRequest, response: { 200: AdminWorkspaceResponse } },
      config: admin,
    },
    async (request) => {
      const { workspaceId } = request.params;
      await app.db.transaction().execute((trx) => overrideWorkspacePlan(trx, workspaceId, request.body, request.auth!.userId));
      await notifyRetentionChanged(app, workspaceId);
      const { workspaces } = await listInstanceWorkspaces(app.db, { id: workspaceId, limit: 1 });
      return { workspace: workspaces[0]! };
    },
  );

  app.get(
    '/admin/audit-log',
    { schema: { querystring: AdminAuditQuery, response: { 200: AdminAuditLogResponse } }, config: admin },
    async (request) => listAuditLog(app.db, request.query.workspaceId),
  );
};
