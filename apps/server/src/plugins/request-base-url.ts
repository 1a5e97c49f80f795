import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Where browsers reach this server: the configured public URL, else what this request used. */
export function requestBaseUrl(app: FastifyInstance, request: FastifyRequest): string {
  return app.config.publicUrl ?? `${request.protocol}://${request.host}`;
}
