import type { FastifyInstance } from 'fastify';
import { NULL_MESSAGE } from '@commentflow/shared/schemas/text';
import type { FieldIssue } from '@commentflow/shared';
import { validationFailed } from '../errors.ts';

/**
 * No request stores a null character: PostgreSQL refuses it in text (a 500 where a field's schema
 * forgot), and SQLite would keep it and hand it to every reader. Checked here for every JSON body and
 * query, after authentication and before the route's own validation, so a new field cannot forget.
 */
export function refuseNullCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const issues: FieldIssue[] = [];
    collectNullCharacters(request.body, 'body', issues);
    collectNullCharacters(request.query, 'query', issues);
    done(issues.length > 0 ? validationFailed(issues) : undefined);
  });
}

// One walk of every request, into one list (it was entries and flatMap at every level, building arrays
// for clean input too).
function collectNullCharacters(value: unknown, path: string, issues: FieldIssue[]): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) issues.push({ path, message: NULL_MESSAGE });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectNullCharacters(item, `${path}.${index}`, issues));
    return;
  }
  // Raw bodies (uploads, signed provider webhooks) are Buffers: their routes judge their bytes.
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) issues.push({ path, message: NULL_MESSAGE });
    collectNullCharacters(item, `${path}.${key}`, issues);
  }
}
