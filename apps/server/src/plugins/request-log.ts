import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Logger } from 'pino';
import { requestLogSerializer } from '../services/identity/redact-url.ts';

/** The server's logger: its level, what never reaches a line, and where the lines go. */
export function loggerOptions(level: string, stream: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    // Tokens, cookies and passwords never reach the logs; nor do the one-time secrets of query strings.
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      '*.password',
      '*.idToken',
      '*.credentials',
      '*.webhookSecret',
      '*.apiKey',
      '*.apiToken',
      '*.token',
      'req.headers["x-gitlab-token"]',
    ],
    serializers: { req: requestLogSerializer },
    stream,
  };
}

/**
 * One line per answered request, instead of Fastify's two (one as it arrives, one as it is answered):
 * the second alone says everything the first did (method, redacted URL, caller) plus status and
 * time, and writing two cost the comment list 19% of its throughput at `info` (bench/api-throughput.ts).
 * Errors keep Fastify's own lines.
 */
export class OneLinePerRequest extends LogController {
  #answered: FastifyBaseLogger | null = null;

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      request.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    // A route's own log level still decides (request.log carries it; reply.log is the logger the
    // request had when it arrived). Fastify's logger is pino's, which its type leaves out.
    if (!(request.log as Logger).isLevelEnabled('info')) return;
    // This line has a fixed shape, made by the req and res serializers alone (method, URL with its
    // secrets replaced, caller, status), so it skips the redaction every other line goes through: its
    // wildcard paths made the line three times as costly (18 µs against 6 per line, measured alone).
    // The request's bindings are named, not read back with `bindings()`, which parses them anew on every
    // call (8 µs a line in a profile of the list): its id, and the API key that made it, as
    // api-key-authentication.ts binds it to request.log.
    this.#answered ??= request.server.log.child({}, { redact: [] });
    this.#answered.info(
      { reqId: request.id, apiKeyId: request.auth?.apiKey?.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}
