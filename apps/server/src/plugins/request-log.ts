import type { FastifyInstance } from 'fastify';

/**
 * One line per answered request, instead of Fastify's two (one as it arrives, one as it is answered):
 * the second alone says everything the first did (method, redacted URL, caller) plus status and
 * time, and writing two cost the comment list 19% of its throughput at `info` (bench/api-throughput.ts).
 * Needs `disableRequestLogging` on the Fastify instance.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
