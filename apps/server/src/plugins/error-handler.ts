import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode, FieldIssue } from '@commentflow/shared';
import { AppError, ERROR_STATUS } from '../errors.ts';

// Fastify's own error codes that are the caller's fault, each with the API code and a plain message.
const FASTIFY_CLIENT_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid-json', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid-json', message: 'The request body is empty; send a JSON object' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload-too-large', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported-media-type', message: 'Send the request body as application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'invalid-json', message: 'The Content-Length header does not match the body' },
};

export function send(reply: FastifyReply, code: ErrorCode, message: string, details?: unknown) {
  const body: ErrorBody = details === undefined ? { error: code, message } : { error: code, message, details };
  return reply.code(ERROR_STATUS[code]).send(body);
}

/** One error body for the whole API: `{ error, message, details? }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  // Fastify parses text/plain by default; the API speaks JSON only, so anything else is a 415.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(reply, error.code, error.message, error.details);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext ?? 'body';
      // One entry per field, so a form can show each message beside its own input: an unknown-keys
      // issue becomes one entry per key.
      const issues: FieldIssue[] = error.validation.flatMap((issue) => {
        const unknownKeys = (issue.params as { keys?: string[] }).keys;
        const base = [part, ...issue.instancePath.split('/').filter(Boolean)].join('.');
        if (unknownKeys?.length) return unknownKeys.map((key) => ({ path: `${base}.${key}`, message: 'Unknown field' }));
        return [{ path: base, message: issue.message ?? 'Invalid value' }];
      });
      const summary = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
      return send(reply, 'validation-failed', summary, { issues });
    }

    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return send(reply, known.code, known.message);

    if (error.statusCode === 429) return send(reply, 'rate-limited', error.message || 'Too many requests: wait a minute and try again');

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return send(reply, 'internal', 'Something went wrong on our side. Try again; if it keeps happening, contact support.');
  });
}
