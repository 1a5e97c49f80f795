import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CommentResponse,
  SCREENSHOT_MAX_BYTES,
  SCREENSHOT_UPLOAD_WINDOW_SECONDS,
  ScreenshotMediaType,
  ScreenshotUploadParams,
  ScreenshotUploadQuery,
} from '@commentflow/shared';
import { AppError, notFound } from '../../errors.ts';
import { template } from '../../i18n/message-template.ts';
import { widgetAccess } from '../../plugins/route-prelude.ts';
import { presentComment } from '../../presenters/comment.ts';
import { findComment } from '../../services/comment-query.ts';
import { attachScreenshot } from '../../services/screenshots/attach-screenshot.ts';
import { inspectImage } from '../../services/screenshots/inspect-image.ts';
import { verifyUploadToken } from '../../services/screenshots/upload-token.ts';

/**
 * The widget attaches a pin's screenshot right after creating it: raw image bytes, the upload token
 * from the create answer in the query. Registered inside widgetRoutes, so the widget's CORS applies.
 */
export const widgetScreenshotRoutes: FastifyPluginAsyncZod = async (app) => {
  // Any type is read as bytes here (this plugin only), so a wrong one gets a clear 415 from the handler.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: SCREENSHOT_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    '/widget/:key/comments/:commentId/screenshot',
    {
      schema: { params: ScreenshotUploadParams, querystring: ScreenshotUploadQuery, response: { 201: CommentResponse } },
      config: { access: 'widget-key' },
    },
    async (request, reply) => {
      const { project } = widgetAccess(request);
      const comment = await findComment(app.db, request.params.commentId);
      if (!comment || comment.project_id !== project.id) throw notFound('Comment');
      await verifyUploadToken(app.signingKeys, app.config.issuer, request.query.token, {
        commentId: comment.id,
        sessionId: request.auth?.sessionId ?? null,
      });
      if (Date.now() - Date.parse(comment.created_at) > SCREENSHOT_UPLOAD_WINDOW_SECONDS * 1000) {
        throw new AppError('forbidden', 'Screenshots are attached right after the comment is written');
      }

      const declared = ScreenshotMediaType.safeParse(request.headers['content-type']?.split(';')[0]?.trim().toLowerCase());
      if (!declared.success || !Buffer.isBuffer(request.body)) {
        throw new AppError('unsupported-media-type', 'Send the screenshot as image/png, image/jpeg or image/webp (SVG is refused)');
      }
      const image = inspectImage(request.body);
      if (image.mediaType !== declared.data) {
        throw new AppError(
          'unsupported-media-type',
          template('The file is {actual}, not {declared} as its Content-Type says', { actual: image.mediaType, declared: declared.data }),
        );
      }

      const result = await app.db
        .transaction()
        .execute(async (trx) =>
          app.realtime.record(trx, await attachScreenshot(trx, comment, { ...image, bytes: request.body as Buffer })),
        );
      app.realtime.publish(result.events);
      return reply.code(201).send({ comment: presentComment(result.comment) });
    },
  );
};
