import type { FastifyRequest } from 'fastify';

// One-time secrets that travel in query strings: reset links (token), OAuth callbacks (code, state).
const SECRET_PARAMS = /([?&](?:token|code|state|code_verifier|id_token|access_token|refresh_token|password)=)[^&#]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

/** Fastify's request log line, with the secrets of the query string replaced. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
