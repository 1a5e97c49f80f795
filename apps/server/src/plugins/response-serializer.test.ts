import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const Answer = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  screenshot: z.object({ width: z.int(), url: z.string() }).nullable(),
  labels: z.array(z.string()),
});
const serialize = responseSerializerCompiler({ schema: Answer, method: 'GET', url: '/x', httpStatus: '200' }) as (value: unknown) => string;

describe('response serializer', () => {
  it('writes nullable fields as values or null, and only the declared fields, at any depth', () => {
    const id = '8f0e5f0a-5b0a-4a8e-9d47-0f6a3c1b2d4e';
    const written = serialize({ id, parentId: null, screenshot: { width: 10, url: '/a', secret: 'x' }, labels: ['ui'], password: 'p' });
    expect(JSON.parse(written)).toEqual({ id, parentId: null, screenshot: { width: 10, url: '/a' }, labels: ['ui'] });
    expect(JSON.parse(serialize({ id, parentId: id, screenshot: null, labels: [] }))).toEqual({
      id,
      parentId: id,
      screenshot: null,
      labels: [],
    });
  });
});
