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
  app.addHook('preValidation', async (request) => {
    const issues = [...nullCharacters(request.body, 'body'), ...nullCharacters(request.query, 'query')];
    if (issues.length > 0) throw validationFailed(issues);
  });
}

function nullCharacters(value: unknown, path: string): FieldIssue[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [{ path, message: NULL_MESSAGE }] : [];
  // Raw bodies (uploads, signed provider webhooks) are Buffers: their routes judge their bytes.
  if (Array.isArray(value)) return value.flatMap((item, index) => nullCharacters(item, `${path}.${index}`));
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(key.includes('\u0000') ? [{ path, message: NULL_MESSAGE }] : []),
      ...nullCharacters(item, `${path}.${key}`),
    ]);
  }
  return [];
}
