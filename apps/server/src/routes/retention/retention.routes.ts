import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcknowledgeRequest,
  AcknowledgeResponse,
  CurrentWorkspaceQuery,
  ExportParams,
  RequestExportBody,
  RequestExportQuery,
  RequestExportResponse,
  RetentionConfig,
  RetentionStatus,
} from '@commentflow/shared';
import { AppError } from '../../errors.ts';
import { localize } from '../../i18n/localize.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { authorize } from '../../policies/can.ts';
import { currentWorkspace } from '../../policies/current-workspace.ts';
import { acknowledgeWarning } from '../../services/billing/acknowledge-warning.ts';
import { retentionConfig, retentionStatus } from '../../services/billing/retention-status.ts';
import { loaded } from '../../plugins/route-prelude.ts';
import { readExportArchive } from '../../services/export/find-export.ts';
import { requestExport } from '../../services/export/request-export.ts';
import { DOWNLOAD_CSP } from '../../plugins/security-headers.ts';

/** docs/product/states.md, api.md data retention: the workspace export and its download. */
export const retentionRoutes: FastifyPluginAsyncZod = async (app) => {
  const plansEnabled = app.config.billing.plansEnabled;

  app.get('/retention/config', { schema: { querystring: CurrentWorkspaceQuery, response: { 200: RetentionConfig } } }, async (request) => {
    const { workspaceId } = await currentWorkspace(app.db, request, requireAuth(request), request.query.workspaceId);
    return retentionConfig(app.db, workspaceId, Date.now(), plansEnabled);
  });

  app.get('/retention/status', { schema: { querystring: CurrentWorkspaceQuery, response: { 200: RetentionStatus } } }, async (request) => {
    const auth = requireAuth(request);
    const caller = await currentWorkspace(app.db, request, auth, request.query.workspaceId);
    return retentionStatus(app.db, { ...caller, userId: auth.userId }, Date.now(), plansEnabled);
  });

  app.post(
    '/retention/acknowledge',
    { schema: { querystring: CurrentWorkspaceQuery, body: AcknowledgeRequest, response: { 200: AcknowledgeResponse } } },
    async (request) => {
      const auth = requireAuth(request);
      const { userId } = auth;
      const caller = { ...(await currentWorkspace(app.db, request, auth, request.query.workspaceId)), userId };
      const before = await retentionStatus(app.db, caller, Date.now(), plansEnabled);
      await acknowledgeWarning(app.db, caller, request.body, before.warningLevel);
      // The member's other tabs hide the banner too.
      app.realtime.retentionChanged([userId], await retentionStatus(app.db, caller, Date.now(), plansEnabled));
      return { success: true as const };
    },
  );

  app.post(
    '/retention/request-export',
    {
      // Signed in: the workspace may be left to the current one (policies/current-workspace.ts), checked here.
      schema: { querystring: RequestExportQuery, body: RequestExportBody, response: { 200: RequestExportResponse } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { userId } = auth;
      const { workspaceId, role } = await currentWorkspace(app.db, request, auth, request.query.workspaceId);
      authorize(role, 'workspace:export', 'Only owners and admins can export the workspace data');
      const queued = await app.db.transaction().execute((trx) => requestExport(trx, app.jobs, { userId, workspaceId }));
      const language = requestLanguage(request);
      const message = queued.alreadyQueued
        ? localize(language, 'Your export is already being prepared. You will be told here when it is ready to download.')
        : localize(language, 'We are preparing your export. You will be told here when it is ready to download.');
      return { success: true as const, exportId: queued.exportId, message };
    },
  );

  // Authorised as of now, not as of the request: the archive holds every project's threads, so an admin
  // since demoted (to a client of one project, say) or removed gets nothing, even for an export they
  // asked for. Another workspace's export answers like one that does not exist.
  app.get(
    '/retention/exports/:exportId/download',
    {
      schema: { params: ExportParams },
      config: {
        access: { resource: 'export', action: 'workspace:export', message: 'Only owners and admins can download the workspace data' },
      },
    },
    async (request, reply) => {
      const found = loaded(request, 'export');
      if (found.status === 'pending' || found.status === 'running') throw new AppError('conflict', 'This export is not ready yet');
      if (found.status === 'failed') throw new AppError('conflict', 'This export could not be built: request a new one');
      if (!found.expires_at || Date.parse(found.expires_at) <= Date.now())
        throw new AppError('export-expired', 'This export has expired: request a new one');

      const archive = await readExportArchive(app.db, found.id);
      const day = (found.completed_at ?? found.expires_at).slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="commentflow-${found.slug}-${day}.zip"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', DOWNLOAD_CSP)
        .send(archive);
    },
  );
};
