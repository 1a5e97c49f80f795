import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CommentParams, IntegrationParams, SharedScreenshotQuery } from '@commentflow/shared';
import { AppError, notFound } from '../errors.ts';
import { requestBaseUrl } from '../plugins/request-base-url.ts';
import { handleInboundWebhook } from './inbound-webhook.ts';
import { webhookPath } from './present-integration.ts';

/** Inbound deliveries are at most this large (GitHub caps its payloads at 25 MB; issue events are small). */
const WEBHOOK_BODY_MAX = 1_048_576;

/**
 * The routes trackers and their readers call without signing in: the inbound webhook (its signature is
 * the check) and the signed screenshot links in tickets.
 */
export const integrationWebhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  // The signature covers the exact bytes: this plugin reads bodies raw and parses them itself.
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_MAX }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/integrations/:integrationId/webhook', { schema: { params: IntegrationParams } }, async (request, reply) => {
    if (!Buffer.isBuffer(request.body)) throw new AppError('unsupported-media-type', 'Send the webhook as application/json');
    const result = await handleInboundWebhook(app, request.params.integrationId, {
      headers: request.headers,
      rawBody: request.body,
      url: requestBaseUrl(app, request) + webhookPath(request.params.integrationId),
    });
    app.realtime.publish(result.events);
    return reply.code(200).send({ outcome: result.outcome });
  });

  // Trello checks a callback URL with a HEAD request (Fastify answers it from this GET) before it sends to it.
  app.get('/integrations/:integrationId/webhook', { schema: { params: IntegrationParams } }, async () => ({ ok: true }));

  app.get(
    '/shared-screenshots/:commentId',
    { schema: { params: CommentParams, querystring: SharedScreenshotQuery } },
    async (request, reply) => {
      const { commentId } = request.params;
      if (!app.integrations.screenshotLinks.verify(commentId, request.query.expires, request.query.signature)) {
        throw new AppError('forbidden', 'This screenshot link is not valid or has expired');
      }
      const screenshot = await app.db
        .selectFrom('screenshots')
        .select(['media_type', 'data'])
        .where('comment_id', '=', commentId)
        .executeTakeFirst();
      if (!screenshot) throw notFound('Screenshot');
      return reply
        .type(screenshot.media_type)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(screenshot.data);
    },
  );
};
