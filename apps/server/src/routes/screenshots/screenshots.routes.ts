import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CommentParams } from '@commentflow/shared';
import { notFound } from '../../errors.ts';
import { loaded } from '../../plugins/route-prelude.ts';
import { DOWNLOAD_CSP } from '../../plugins/security-headers.ts';
import { readScreenshot } from '../../services/screenshots/read-screenshot.ts';

/** A pin's screenshot, for members of its workspace (another workspace's comment answers 404). */
export const screenshotsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/comments/:commentId/screenshot',
    { schema: { params: CommentParams }, config: { apiKey: 'read', access: { resource: 'comment', action: 'comment:read' } } },
    async (request, reply) => {
      const screenshot = await readScreenshot(app.db, loaded(request, 'comment').id);
      if (!screenshot) throw notFound('Screenshot');
      return reply
        .type(screenshot.media_type)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', DOWNLOAD_CSP)
        .send(screenshot.data);
    },
  );
};
