import { describe, expect, it } from 'vitest';
import { constraints, groupOperations, typeLabel, type OpenApiDocument } from './openapi.ts';

const document: OpenApiDocument = {
  openapi: '3.0.3',
  info: { title: 'Test API', version: '1' },
  paths: {
    '/api/widget/{key}/comments': {
      get: { responses: { '200': { description: 'ok' } } },
      post: { responses: { '201': { description: 'created' } } },
    },
    '/api/roadmap/requests': { get: { tags: ['roadmap'], responses: {} } },
    '/api/health': { get: { responses: {} }, options: { responses: {} } },
  },
  components: { schemas: { Id: { type: 'string', format: 'uuid' } } },
};

describe('groupOperations', () => {
  it('groups by tag, else by the first path segment, and keeps only HTTP methods', () => {
    const groups = groupOperations(document);
    expect(groups.map((group) => [group.name, group.operations.map((op) => `${op.method} ${op.path}`)])).toEqual([
      ['widget', ['get /api/widget/{key}/comments', 'post /api/widget/{key}/comments']],
      ['roadmap', ['get /api/roadmap/requests']],
      ['health', ['get /api/health']],
    ]);
    expect(groups[0]?.operations[1]?.id).toBe('post-api-widget-key-comments');
  });
});

describe('typeLabel', () => {
  it('names arrays, formats, references, enums and unions', () => {
    expect(typeLabel({ type: 'array', items: { $ref: '#/components/schemas/Id' } }, document)).toBe('array of string (uuid)');
    expect(typeLabel({ enum: ['top', 'new'] }, document)).toBe('"top" | "new"');
    expect(typeLabel({ anyOf: [{ type: 'string' }, { type: 'number' }] }, document)).toBe('string | number');
    expect(typeLabel({ type: 'string', nullable: true }, document)).toBe('string | null');
  });
});

describe('constraints', () => {
  it('lists lengths and defaults', () => {
    expect(constraints({ minLength: 1, maxLength: 5000, default: '' })).toEqual(['min length 1', 'max length 5000', 'default ""']);
  });
});
