import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ExportParams, RequestExportBody, RequestExportQuery, RequestExportResponse } from '@commentflow/shared';
import { AppError } from '../../errors.ts';
import { localize } from '../../i18n/localize.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { loaded, memberAccess } from '../../plugins/route-prelude.ts';
import { readExportArchive } from '../../services/export/find-export.ts';
import { requestExport } from '../../services/export/request-export.ts';

/** Spec §4, §7 data retention: the workspace export and its download. */
export const retentionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/retention/request-export',
    {
      schema: { querystring: RequestExportQuery, body: RequestExportBody, response: { 200: RequestExportResponse } },
      config: { access: { workspace: 'query', action: 'workspace:export', message: 'Only owners and admins can export the workspace data' } },
    },
    async (request) => {
      const { userId, workspaceId } = memberAccess(request);
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
      config: { access: { resource: 'export', action: 'workspace:export', message: 'Only owners and admins can download the workspace data' } },
    },
    async (request, reply) => {
      const found = loaded(request, 'export');
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
