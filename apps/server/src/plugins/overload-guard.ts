import type { FastifyInstance } from 'fastify';
import { send } from './error-handler.ts';

/** How long a refused caller is asked to wait: long enough for a burst to drain, short for a person. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 1;

// Probes must answer while the instance is busy (a balancer would otherwise take a merely busy
// instance out), so they are never counted nor refused. Sockets never pass through Fastify.
const isProbe = (url: string) => url === '/api/health' || url.startsWith('/api/health/') || url.startsWith('/api/health?');

/**
 * Past `limit` requests in flight, a new one is answered at once with 503 `overloaded` and
 * `Retry-After` instead of waiting in a queue that only grows: under overload every caller would
 * otherwise wait ever longer and time out after the work was done. A slot is freed when its response
 * has been sent or its connection closed, whichever comes first.
 */
export function registerOverloadGuard(app: FastifyInstance, limit: number): void {
  let inFlight = 0;
  app.addHook('onRequest', (request, reply, done) => {
    if (isProbe(request.url)) return done();
    if (inFlight >= limit) {
      reply.header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS));
      send(reply, 'overloaded', 'The server is busy. Try again in a moment.');
      return;
    }
    inFlight++;
    reply.raw.once('close', () => inFlight--);
    done();
  });
}
