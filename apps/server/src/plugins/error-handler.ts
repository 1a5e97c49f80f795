import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode, FieldIssue } from '@commentflow/shared';
import { databaseFailure } from '../db/database-errors.ts';
import { AppError, ERROR_STATUS } from '../errors.ts';
import { localize } from '../i18n/localize.ts';
import type { MessageTemplate } from '../i18n/message-template.ts';
import { requestLanguage } from '../i18n/request-language.ts';

// Fastify's own error codes that are the caller's fault, each with the API code and a plain message.
export const FASTIFY_CLIENT_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid-json', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid-json', message: 'The request body is empty; send a JSON object' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload-too-large', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported-media-type', message: 'Send the request body as application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'invalid-json', message: 'The Content-Length header does not match the body' },
  // @fastify/static refuses an address no file can have (a null byte, a name longer than the file system allows).
  FST_STATIC_FORBIDDEN_PATH: { code: 'not-found', message: 'There is no page at this address' },
};

interface RawIssue {
  code: string;
  path: PropertyKey[];
  message?: string;
  keys?: string[];
  errors?: RawIssue[][];
}

/**
 * One entry per field, so a form can show each message beside its own input: an unknown-keys issue
 * becomes one entry per key, and a union that no option matched reports the option that came closest.
 */
function fieldIssues(issue: RawIssue, base: PropertyKey[]): FieldIssue[] {
  const path = [...base, ...issue.path];
  if (issue.code === 'invalid_union' && issue.errors?.length) {
    const closest = issue.errors.reduce((best, option) => (option.length < best.length ? option : best));
    if (closest.length > 0) return closest.flatMap((inner) => fieldIssues(inner, path));
  }
  const joined = path.map(String).join('.');
  if (issue.keys?.length) return issue.keys.map((key) => ({ path: `${joined}.${key}`, message: 'Unknown field' }));
  return [{ path: joined, message: issue.message ?? 'Invalid value' }];
}

const isEmailFormatIssue = (issue: { keyword: string; params: unknown }) =>
  issue.keyword === 'invalid_format' && (issue.params as { format?: string }).format === 'email';

/** The error body, its message in the language the request asks for (English by default). */
export function send(reply: FastifyReply, code: ErrorCode, english: string | MessageTemplate, details?: unknown) {
  const message = localize(requestLanguage(reply.request), english);
  const body: ErrorBody = details === undefined ? { error: code, message } : { error: code, message, details };
  return reply.code(ERROR_STATUS[code]).send(body);
}

/** One error body for the whole API: `{ error, message, details? }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  // Fastify parses text/plain by default; the API speaks JSON only, so anything else is a 415.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(reply, error.code, error.template ?? error.message, error.details);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext ?? 'body';
      const issues: FieldIssue[] = error.validation.flatMap((issue) =>
        fieldIssues({ code: issue.keyword, path: issue.instancePath.split('/').filter(Boolean), message: issue.message, ...issue.params }, [
          part,
        ]),
      );
      const summary = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
      // docs/product/errors.md names a code of its own for a malformed e-mail, so the forms can say 'Invalid email address'.
      const code = error.validation.every(isEmailFormatIssue) ? 'invalid-email' : 'validation-failed';
      return send(reply, code, summary, { issues });
    }

    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return send(reply, known.code, known.message);

    if (error.statusCode === 429) return send(reply, 'rate-limited', error.message || 'Too many requests: wait a minute and try again');

    // The database's state, not the request's fault: said plainly, and not logged as a bug per request.
    const failure = databaseFailure(error);
    if (failure === 'database-unavailable') {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(
        reply,
        'database-unavailable',
        'The database cannot be reached right now, so nothing was changed. Try again in a few seconds.',
      );
    }
    if (failure === 'storage-full') {
      request.log.error({ err: error }, 'database disk full: free disk space (see README, "When a dependency fails")');
      return send(
        reply,
        'storage-full',
        "The server's disk is full, so this was not saved (what is already stored is intact). Tell the administrator of this CommentFlow server to free disk space, then try again.",
      );
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return send(reply, 'internal', 'Something went wrong on our side. Try again; if it keeps happening, contact support.');
  });
}
