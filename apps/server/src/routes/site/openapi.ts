import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { BRAND } from '@commentflow/shared';

/**
 * Collects every route's zod schemas into an OpenAPI 3 document (served at /api/openapi.json), so
 * the docs' API reference is generated from the code and never drifts. Register before the routes.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${BRAND.name} API`,
        description: `${BRAND.tagline}. Send \`Authorization: Bearer <idToken>\` where a route needs a signed-in user. Errors are \`{ error, message, details? }\`.`,
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // Only the API: the web app's files, the widget script, sitemap and CORS preflights are not endpoints.
    transform: (input) =>
      input.url.startsWith('/api/') && input.route.method !== 'OPTIONS'
        ? jsonSchemaTransform(input)
        : { schema: { ...input.schema, hide: true }, url: input.url },
  });
}
