import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden } from '../errors.ts';
import { template } from '../i18n/message-template.ts';
import { authenticateApiKey } from '../services/api-keys/authenticate-api-key.ts';
import { recordApiKeyUse } from '../services/api-keys/record-api-key-use.ts';
import type { AuthContext } from './authenticate.ts';

/**
 * `Authorization: Bearer cf_...`: the key is checked, then the route must be part of the public API
 * (its `config.apiKey` names the scope it needs: `write` on every route that changes something; every
 * other route refuses keys), the key must hold that scope, and its per-key rate limit must allow the call. Every answer to a key carries the
 * RateLimit-* headers; a 429 adds Retry-After. With REDIS_URL the counts are shared by all instances.
 */
export function registerApiKeyAuthentication(app: FastifyInstance) {
  const limit = app.createRateLimit({
    max: app.config.apiKeyRateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-key:${request.auth?.apiKey?.id ?? 'none'}`,
  });

  return async (request: FastifyRequest, reply: FastifyReply, secret: string): Promise<AuthContext> => {
    const apiKey = await authenticateApiKey(app.db, secret);
    const needed = request.routeOptions.config.apiKey;
    if (!needed) {
      throw forbidden('API keys cannot use this route: it is not part of the public API. See /docs/api for the routes a key can call.');
    }
    if (!apiKey.scopes.includes(needed)) {
      throw forbidden('This API key can only read. Create a key with the write scope to make changes.');
    }
    const auth: AuthContext = { userId: apiKey.actingUserId, sessionId: `api-key:${apiKey.id}`, apiKey };
    request.auth = auth;
    const result = await limit(request);
    if (!result.isAllowed) {
      reply.header('ratelimit-limit', result.max);
      reply.header('ratelimit-remaining', result.remaining);
      reply.header('ratelimit-reset', result.ttlInSeconds);
      if (result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new AppError(
          'rate-limited',
          template('This API key made too many calls. Wait {seconds} seconds and try again.', { seconds: result.ttlInSeconds }),
        );
      }
    }
    await recordApiKeyUse(app.db, apiKey.id);
    // Every log line of the call names the key, so the request log is an audit trail of what it did.
    request.log = request.log.child({ apiKeyId: apiKey.id });
    return auth;
  };
}
