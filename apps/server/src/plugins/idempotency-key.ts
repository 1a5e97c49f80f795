import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationFailed } from '../errors.ts';
import { claimIdempotencyKey, releaseIdempotencyKey, requestFingerprint, storeIdempotentAnswer } from '../services/idempotency.ts';

const claims = new WeakMap<FastifyRequest, { principal: string; key: string }>();

/**
 * `Idempotency-Key` on a signed-in POST (the IETF httpapi draft): a retried create answers what the
 * first one answered, with `Idempotent-Replayed: true`, and never makes a second thing. Keys are per
 * caller (an API key, or a person), kept a day.
 */
export function registerIdempotencyKeys(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || key === undefined || !request.auth) return;
    if (typeof key !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(key)) {
      throw validationFailed([{ path: 'headers.idempotency-key', message: 'Send 1 to 255 visible ASCII characters' }]);
    }
    const principal = request.auth.apiKey ? `key:${request.auth.apiKey.id}` : `user:${request.auth.userId}`;
    const claim = await claimIdempotencyKey(app.db, principal, key, requestFingerprint(request.method, request.url, request.body));
    if (claim.kind === 'replay') {
      return reply.code(claim.statusCode).header('idempotent-replayed', 'true').type('application/json; charset=utf-8').send(claim.body);
    }
    claims.set(request, { principal, key });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      await storeIdempotentAnswer(app.db, claim.principal, claim.key, reply.statusCode, payload);
    } else {
      await releaseIdempotencyKey(app.db, claim.principal, claim.key);
    }
    return payload;
  });
}
