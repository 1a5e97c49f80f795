import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ExportParams, RequestExportBody, RequestExportQuery, RequestExportResponse, can } from '@commentflow/shared';
import { AppError, forbidden } from '../../errors.ts';
import { localize } from '../../i18n/localize.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import type { ExportJobs } from '../../jobs/run-exports.ts';
import { loaded, memberAccess } from '../../plugins/route-prelude.ts';
import { readExportArchive } from '../../services/export/find-export.ts';
import { requestExport } from '../../services/export/request-export.ts';

/** Spec §4, §7 data retention: the workspace export and its download. */
export const retentionRoutes: FastifyPluginAsyncZod<{ exportJobs: ExportJobs }> = async (app, { exportJobs }) => {
  app.post(
    '/retention/request-export',
    {
      schema: { querystring: RequestExportQuery, body: RequestExportBody, response: { 200: RequestExportResponse } },
      config: { access: { workspace: 'query', action: 'workspace:export', message: 'Only owners and admins can export the workspace data' } },
    },
    async (request) => {
      const { userId, workspaceId } = memberAccess(request);
      const queued = await requestExport(app.db, { userId, workspaceId });
      exportJobs.kick();
      const language = requestLanguage(request);
      const message = queued.alreadyQueued
        ? localize(language, 'Your export is already being prepared. You will be told here when it is ready to download.')
        : localize(language, 'We are preparing your export. You will be told here when it is ready to download.');
      return { success: true as const, exportId: queued.exportId, message };
    },
  );

  // Any member of its workspace reaches it (another workspace's answers 404); who may download is decided here.
  app.get(
    '/retention/exports/:exportId/download',
    { schema: { params: ExportParams }, config: { access: { resource: 'export', action: 'workspace:read' } } },
    async (request, reply) => {
      const { userId, role } = memberAccess(request);
      const found = loaded(request, 'export');
      if (found.requested_by !== userId && !can(role, 'workspace:export')) {
        throw forbidden('Only the person who requested this export, an owner or an admin can download it');
      }
      if (found.status === 'pending' || found.status === 'running') throw new AppError('conflict', 'This export is not ready yet');
      if (found.status === 'failed') throw new AppError('conflict', 'This export could not be built: request a new one');
      if (!found.expires_at || Date.parse(found.expires_at) <= Date.now()) throw new AppError('export-expired', 'This export has expired: request a new one');

      const archive = await readExportArchive(app.db, found.id);
      const day = (found.completed_at ?? found.expires_at).slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="commentflow-${found.slug}-${day}.zip"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(archive);
    },
  );
};
