import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CommentParams } from '@commentflow/shared';
import { notFound } from '../../errors.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { authorize } from '../../policies/can.ts';
import { loadComment } from '../comments/load-comment.ts';

/** A pin's screenshot, for members of its workspace (another workspace's comment answers 404). */
export const screenshotsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/comments/:commentId/screenshot', { config: { apiKey: 'read' }, schema: { params: CommentParams } }, async (request, reply) => {
    const { userId } = requireAuth(request);
    const { comment, role } = await loadComment(app.db, userId, request.params.commentId);
    authorize(role, 'comment:read');
    const screenshot = await app.db
      .selectFrom('screenshots')
      .select(['media_type', 'data'])
      .where('comment_id', '=', comment.id)
      .executeTakeFirst();
    if (!screenshot) throw notFound('Screenshot');
    return reply
      .type(screenshot.media_type)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(screenshot.data);
  });
};
