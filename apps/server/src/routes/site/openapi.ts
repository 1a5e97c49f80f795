import type { FastifyInstance, FastifySchema } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { BRAND } from '@commentflow/shared';
import { isInternalOperation, OPERATION_DOCS } from './openapi-operations.ts';

const DESCRIPTION = `${BRAND.tagline}.

Authenticate with \`Authorization: Bearer <token>\`: the dashboard's ID token (\`bearer\`), or an API key (\`apiKey\`, \`cf_...\`) made by a workspace owner or admin in Settings > API. A key is a member of its own workspace only (another workspace's ids answer 404), a \`read\` key calls the routes marked with the read scope, a \`write\` key every route marked with a scope; routes without a scope refuse keys (403). A key restricted to a project sees that project alone.

Each key has a rate limit per minute; every answer to a key carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`, and a 429 adds \`Retry-After\` (seconds).

A POST sent with an \`Idempotency-Key\` header (1 to 255 visible characters) is made once: a retry with the same key and request answers the first answer again, with \`Idempotent-Replayed: true\`; the same key with another request answers 422 \`idempotency-key-reused\`. Keys are kept a day.

Errors are \`{ error, message, details? }\`: \`error\` is a stable code (\`validation-failed\`, \`unauthorized\`, \`invalid-token\`, \`token-expired\`, \`forbidden\`, \`not-found\`, \`conflict\`, \`rate-limited\`...), \`message\` a sentence in the caller's language, \`details.issues\` the fields at fault.

Outgoing webhooks follow Standard Webhooks v1 (\`webhook-id\`, \`webhook-timestamp\`, \`webhook-signature\`; body \`{ type, timestamp, data }\`). The MCP server for AI assistants is at \`/api/mcp\` (streamable HTTP, an API key as bearer token).`;

const ERROR_BODY = {
  type: 'object',
  required: ['error', 'message'],
  properties: { error: { type: 'string' }, message: { type: 'string' }, details: {} },
};

/** The errors any signed-in route may answer, worded once for the reference. */
const COMMON_ERRORS: Record<string, string> = {
  '400': 'validation-failed: the input is not valid (details.issues names the fields)',
  '401': 'unauthorized (no token), invalid-token or token-expired',
  '403': "forbidden: the role, or the API key's scope, does not allow it",
  '404': "not-found: missing, or outside the caller's workspace",
  '429': 'rate-limited: wait Retry-After seconds',
};

type Security = Record<string, string[]>[];
const KEY_OR_SESSION: Security = [{ apiKey: [] }, { bearer: [] }];
const SESSION: Security = [{ bearer: [] }];

const IDEMPOTENCY_HEADER = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      description: 'Makes a retried create answer the first answer instead of making a second one (kept a day).',
    },
  },
};

/**
 * Collects every route's zod schemas into an OpenAPI 3 document (served at /api/openapi.json), so
 * the docs' API reference is generated from the code and never drifts. Each operation says how to
 * authenticate: nothing on public routes, an API key (with the scope it needs) or a session on the
 * public API, a session elsewhere. Register after the route prelude and before the routes.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: `${BRAND.name} API`, description: DESCRIPTION, version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'cf_... API key' },
        },
      },
    },
    // Only the API: the web app's files, the widget script, sitemap and CORS preflights are not endpoints.
    // Not the apps' own plumbing either (openapi-operations.ts): the reference is what integrators may rely on.
    transform: (input) => {
      const method = [input.route.method].flat()[0];
      const operation = `${method} ${input.url.replace(/:(\w+)/g, '{$1}')}`;
      if (!input.url.startsWith('/api/') || method === 'OPTIONS' || isInternalOperation(operation))
        return { schema: { ...input.schema, hide: true }, url: input.url };
      const transformed = jsonSchemaTransform(input);
      // A route without a schema (the MCP endpoint) has none to extend.
      const base: FastifySchema = transformed.schema ?? {};
      const config = input.route.config as { apiKey?: 'read' | 'write'; resolvedAccess?: unknown } | undefined;
      const docs = OPERATION_DOCS[operation];
      const described: FastifySchema = {
        ...base,
        ...(docs && !base.summary && { summary: docs.summary }),
        // One example becomes the request body's `example` in the document.
        ...(docs?.example && base.body ? { body: { ...(base.body as object), examples: [docs.example] } } : {}),
      };
      if (config?.resolvedAccess === 'public') return { ...transformed, schema: { ...described, security: [] } };
      const scope = config?.apiKey;
      const schema = {
        ...described,
        security: scope ? KEY_OR_SESSION : SESSION,
        ...(scope && {
          'x-api-key-scope': scope,
          description: [base.description, `API key scope: \`${scope}\`.`].filter(Boolean).join(' '),
        }),
        ...(scope && method === 'POST' && !base.headers && { headers: IDEMPOTENCY_HEADER }),
        response: {
          ...Object.fromEntries(Object.entries(COMMON_ERRORS).map(([status, description]) => [status, { ...ERROR_BODY, description }])),
          ...(base.response as Record<string, unknown> | undefined),
        },
      };
      return { ...transformed, schema };
    },
  });
}
