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
    // Reading webhooks takes a write key (a read key acts as a member, who may not manage them).
    expect(document.paths['/api/workspaces/{workspaceId}/webhooks'].get['x-api-key-scope']).toBe('write');
    expect(document.paths['/api/workspaces/{workspaceId}/webhooks/{endpointId}/secret'].get['x-api-key-scope']).toBe('write');
    expect(document.paths['/api/health'].get.security).toEqual([]);
    expect(document.info.description).toContain('Idempotency-Key');
  });

  it("gives every operation a summary and leaves out the apps' internal endpoints", async () => {
    const { body: document } = await call(t.baseUrl, 'GET', '/api/openapi.json');
    const operations = Object.entries(document.paths as Record<string, Record<string, { summary?: string }>>).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
    );
    expect(operations.filter(({ operation }) => !operation.summary?.trim()).map(({ name }) => name)).toEqual([]);

    const internal =
      /^\w+ \/api\/(admin|dev|test-console|widget-auth)\/|\/aria\/findings$|\/screenshot$|\/billing\/webhook$|\/integrations\/\{integrationId\}\/webhook$|\/callback$|^(GET|DELETE) \/api\/mcp$/;
    const names = operations.map(({ name }) => name);
    expect(
      names.filter(
        (name) =>
          internal.test(name) &&
          name !== 'GET /api/comments/{commentId}/screenshot' &&
          name !== 'GET /api/workspaces/{workspaceId}/aria/findings',
      ),
    ).toEqual([]);
    // The public API stays: the MCP endpoint, comments, webhooks.
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/mcp',
        'PATCH /api/comments/{commentId}',
        'POST /api/workspaces/{workspaceId}/webhooks',
        'GET /api/comments/{commentId}/screenshot',
      ]),
    );
    expect(document.paths['/api/comments/{commentId}'].patch.summary).toBe("Change a comment's status, priority, assignee or text");

    // Fields are the API's camelCase names, never a table's columns (docs/product/data.md's workspace `_id` aside, and
    // counts keyed by a status value such as `in_progress`).
    const fields = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== 'object') return;
      const properties = (node as { properties?: Record<string, unknown> }).properties;
      if (properties && typeof properties === 'object') Object.keys(properties).forEach((name) => fields.add(name));
      Object.values(node).forEach(walk);
    };
    walk(document.paths);
    expect([...fields].filter((name) => !['_id', 'in_progress'].includes(name) && /_/.test(name))).toEqual([]);
  });

  it("shows a request example on the public API's writes, with only fields the body takes", async () => {
    const { body: document } = await call(t.baseUrl, 'GET', '/api/openapi.json');
    for (const [path, method] of [
      ['/api/comments/{commentId}/replies', 'post'],
      ['/api/comments/{commentId}', 'patch'],
      ['/api/workspaces/{workspaceId}/comments/bulk', 'post'],
      ['/api/workspaces/{workspaceId}/projects', 'post'],
      ['/api/workspaces/{workspaceId}/webhooks', 'post'],
    ] as const) {
      const media = document.paths[path][method].requestBody.content['application/json'];
      expect(media.example, `${method} ${path}`).toBeTypeOf('object');
      const allowed = Object.keys(media.schema.properties);
      expect(
        Object.keys(media.example).filter((field) => !allowed.includes(field)),
        `${method} ${path}`,
      ).toEqual([]);
      for (const field of media.schema.required ?? []) expect(media.example, `${method} ${path}`).toHaveProperty(field);
    }
  });
});
