import { describe, expect, it } from 'vitest';
import { call } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('the OpenAPI document', () => {
  it('says how each operation authenticates: API key with its scope on the public API, a session elsewhere, nothing on public routes', async () => {
    const { body: document } = await call(t.baseUrl, 'GET', '/api/openapi.json');
    expect(document.components.securitySchemes).toEqual({
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'cf_... API key' },
    });
    const list = document.paths['/api/workspaces/{workspaceId}/comments'].get;
    expect(list.security).toEqual([{ apiKey: [] }, { bearer: [] }]);
    expect(list['x-api-key-scope']).toBe('read');
    expect(Object.keys(list.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404', '429']));

    const create = document.paths['/api/workspaces/{workspaceId}/projects'].post;
    expect(create['x-api-key-scope']).toBe('write');
    expect(create.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'idempotency-key' }));

    expect(document.paths['/api/workspaces/{workspaceId}/api-keys'].get.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/health'].get.security).toEqual([]);
    expect(document.info.description).toContain('Idempotency-Key');
  });
});
