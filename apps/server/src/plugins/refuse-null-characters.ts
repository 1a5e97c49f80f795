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
    if (!holdsNull(request.body) && !holdsNull(request.query)) return done();
    done(validationFailed([...nullCharacters(request.body, 'body'), ...nullCharacters(request.query, 'query')]));
  });
}

// Every request is walked, nearly all of them clean: this walk builds nothing (no path, no list), and
// the one below, which names every field that holds one, runs only once a null character was found.
function holdsNull(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNull);
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const key of Object.keys(value)) if (key.includes('\u0000') || holdsNull((value as Record<string, unknown>)[key])) return true;
  }
  return false;
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
