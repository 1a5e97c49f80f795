import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveHostContext, SiteResponse, TenantParams, TenantResponse } from '@commentflow/shared';
import { notFound } from '../../errors.ts';
import { findTenant } from '../../services/find-tenant.ts';

/** What the public site needs to know about the host it is served on; public, reveals only branding. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/site', { schema: { tags: ['public site'], response: { 200: SiteResponse } } }, async (request) => {
    const context = resolveHostContext(request.host, app.config.appContext);
    const tenant = context.kind === 'tenant' ? await findTenant(app.db, context.slug) : null;
    return { context, tenant, analyticsId: app.config.gaMeasurementId };
  });

  app.get(
    '/tenants/:slug',
    { schema: { tags: ['public site'], params: TenantParams, response: { 200: TenantResponse } } },
    async (request) => {
      const tenant = await findTenant(app.db, request.params.slug);
      if (!tenant) throw notFound('Workspace');
      return { tenant };
    },
  );

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
