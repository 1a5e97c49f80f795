import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { AppError } from './errors.ts';
import { template } from './i18n/message-template.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createMailer } from './mail/mailer.ts';
import { createOutboundClient } from './outbound/outbound-client.ts';
import { registerAuthentication } from './plugins/authenticate.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { loggerOptions, OneLinePerRequest } from './plugins/request-log.ts';
import { batchedStdout } from './log-destination.ts';
import { refuseNullCharacters } from './plugins/refuse-null-characters.ts';
import { registerRoutePrelude } from './plugins/route-prelude.ts';
import { registerIdempotencyKeys } from './plugins/idempotency-key.ts';
import { registerOverloadGuard } from './plugins/overload-guard.ts';
import { redisRateLimitStore } from './plugins/redis-rate-limit-store.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticFiles } from './plugins/static-files.ts';
import { openJobQueue } from './jobs/job-queue.ts';
import { createRealtime } from './realtime/realtime.ts';
import { connectRedis } from './redis.ts';
import { adminRoutes } from './routes/admin/admin.routes.ts';
import { authRoutes } from './routes/auth/auth.routes.ts';
import { devOutboxRoutes } from './routes/auth/dev-outbox.routes.ts';
import { mockAuthRoutes } from './routes/auth/mock-auth.routes.ts';
import { oauthRoutes } from './routes/auth/oauth.routes.ts';
import { passwordRoutes } from './routes/auth/password.routes.ts';
import { profileSyncRoutes } from './routes/auth/profile-sync.routes.ts';
import { changelogRoutes } from './routes/changelog/changelog.routes.ts';
import { commentsRoutes } from './routes/comments/comments.routes.ts';
import { demoRoutes } from './routes/demo/demo.routes.ts';
import { healthRoutes } from './routes/health/health.routes.ts';
import { projectsRoutes } from './routes/projects/projects.routes.ts';
import { roadmapRoutes } from './routes/roadmap/roadmap.routes.ts';
import { screenshotsRoutes } from './routes/screenshots/screenshots.routes.ts';
import { registerOpenApi } from './routes/site/openapi.ts';
import { siteRoutes } from './routes/site/site.routes.ts';
import { widgetRoutes } from './routes/widget/widget.routes.ts';
import { ariaRoutes } from './routes/aria/aria.routes.ts';
import { widgetAuthRoutes } from './routes/widget/widget-auth.routes.ts';
import { widgetHandoffRoutes } from './routes/widget/widget-handoff.routes.ts';
import { notificationsRoutes } from './routes/notifications/notifications.routes.ts';
import { usersRoutes } from './routes/users/users.routes.ts';
import { workspacesRoutes } from './routes/workspaces/workspaces.routes.ts';
import { membersListRoutes } from './routes/workspaces/members-list.routes.ts';
import { membersRoutes } from './routes/team/members.routes.ts';
import { invitesRoutes } from './routes/team/invites.routes.ts';
import { clientAccessRoutes } from './routes/team/client-access.routes.ts';
import { analyticsRoutes } from './routes/analytics/analytics.routes.ts';
import { apiKeysRoutes } from './routes/api-keys/api-keys.routes.ts';
import { webhooksRoutes } from './routes/webhooks/webhooks.routes.ts';
import { mcpRoutes } from './routes/mcp/mcp.routes.ts';
import { retentionRoutes } from './routes/retention/retention.routes.ts';
import { billingRoutes } from './routes/billing/billing.routes.ts';
import { ensureDemoProject } from './services/demo-project.ts';
import { registerExportJobs } from './services/export/export-jobs.ts';
import { createWebhookEmitter } from './services/webhooks/webhook-emitter.ts';
import { presentWebhookData } from './presenters/webhook-data.ts';
import { registerWebhookJobs } from './services/webhooks/webhook-jobs.ts';
import { registerMailJobs } from './services/mail/mail-jobs.ts';
import { startInboundReplies } from './services/mail/inbound-replies.ts';
import { mailUnsubscribeRoutes } from './routes/mail/unsubscribe.routes.ts';
import { registerDemoReset } from './services/reset-demo-comments.ts';
import { registerBillingJobs } from './services/billing/billing-jobs.ts';
import { createIntegrationContext } from './integrations/integration-context.ts';
import { integrationsRoutes } from './integrations/integrations.routes.ts';
import { registerIntegrationJobs } from './integrations/integration-jobs.ts';
import { registerAriaJobs } from './services/aria/aria-ticket-jobs.ts';
import { registerAutomationJobs } from './automation/run-rules.ts';
import { automationRoutes } from './automation/automation.routes.ts';
import { integrationWebhooksRoutes } from './integrations/integration-webhooks.routes.ts';
import { integrationHttp } from './integrations/outbound-http.ts';
import { resealIntegrationSecrets } from './integrations/reseal-secrets.ts';
import { loadSigningKeys } from './services/identity/signing-keys.ts';

export interface BuildOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** More routes under /api, registered with the real ones: tests prove the route prelude on routes written for them. */
  extraApiRoutes?: FastifyPluginAsync;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Checked here as well as in loadConfig: a Config can be built without the environment.
  if (config.mockAuth && config.production) throw new Error('CommentFlow cannot start: MOCK_AUTH is refused when NODE_ENV=production.');
  if (!config.publicUrl && config.production)
    throw new Error(
      'CommentFlow cannot start: PUBLIC_URL is required when NODE_ENV=production (links are never built from the Host header).',
    );
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream ?? batchedStdout()),
    logController: new OneLinePerRequest(),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const mailer = createMailer(config, app.log);
  const database = await openDatabase(
    config,
    (error) => app.log.warn({ err: error }, 'a database connection was lost; the next query opens a new one'),
    (error) => app.log.error({ err: error }, 'the SQLite log is no longer copied in the background; commits copy it again'),
  );
  try {
    await database.withoutTimeLimit((db) => migrateToLatest(db, database.dialect));
    await ensureDemoProject(database.db, config.publicUrl ?? `http://localhost:${config.port}`);
    app.decorate('db', database.db);
    app.decorate('dialect', database.dialect);
    app.decorate('config', config);
    app.decorate('outbound', createOutboundClient(config.webhookAllowedHosts));
    app.decorate('signingKeys', await loadSigningKeys(database.db));
    const integrations = createIntegrationContext(config, integrationHttp(app.outbound), mailer);
    await resealIntegrationSecrets(database.db, integrations.box);
    app.decorate('integrations', integrations);
  } catch (error) {
    await database.close();
    throw error;
  }

  registerErrorHandler(app);
  registerSecurityHeaders(app);
  // Before any other work on a request: a refused one costs next to nothing.
  registerOverloadGuard(app, config.maxInFlightRequests);
  await app.register(cookie);
  const redisConnection = await connectRedis(config, app.log);
  const redis = redisConnection?.client ?? null;
  app.decorate('redis', redis);
  await app.register(rateLimit, {
    global: false,
    // With Redis, every instance counts an address's attempts together; a Redis outage lets attempts
    // through rather than lock everyone out (the per-account limits, in the database, still hold).
    ...(redis && { store: redisRateLimitStore(redis, config.redisCommandTimeoutMs, app.log), skipOnError: true }),
    // An AppError so the error handler words it in the caller's language; the OAuth redirects tell a
    // rate limit by its statusCode.
    errorResponseBuilder: (_request, context) =>
      Object.assign(
        new AppError(
          'rate-limited',
          template('Too many attempts. Wait {seconds} seconds and try again.', { seconds: Math.ceil(context.ttl / 1000) }),
        ),
        {
          statusCode: 429,
        },
      ),
  });
  registerAuthentication(app);
  // Before any route: every route is public (public-routes.ts), signed-in or declares its access.
  registerRoutePrelude(app);
  refuseNullCharacters(app);
  registerIdempotencyKeys(app);
  const realtime = await createRealtime(app, redisConnection?.adapter ?? null);
  app.decorate('realtime', realtime);
  const jobs = openJobQueue(config, database.db, app.log);
  app.decorate('jobs', jobs);
  app.decorate('webhooks', createWebhookEmitter(jobs, presentWebhookData));
  registerWebhookJobs(app, mailer);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(profileSyncRoutes);
      await api.register(passwordRoutes, { mailer });
      await api.register(oauthRoutes);
      if (config.mockAuth) await api.register(mockAuthRoutes);
      await api.register(workspacesRoutes);
      await api.register(projectsRoutes);
      await api.register(commentsRoutes);
      await api.register(widgetRoutes);
      await api.register(ariaRoutes);
      await api.register(widgetAuthRoutes);
      await api.register(widgetHandoffRoutes);
      await api.register(siteRoutes);
      await api.register(demoRoutes);
      await api.register(roadmapRoutes);
      await api.register(changelogRoutes);
      await api.register(mailUnsubscribeRoutes);
      await api.register(adminRoutes);
      await api.register(screenshotsRoutes);
      await api.register(notificationsRoutes);
      await api.register(usersRoutes);
      await api.register(membersListRoutes);
      await api.register(membersRoutes);
      await api.register(invitesRoutes, { mailer });
      await api.register(clientAccessRoutes);
      await api.register(analyticsRoutes);
      await api.register(retentionRoutes);
      await api.register(billingRoutes);
      await api.register(integrationsRoutes);
      await api.register(integrationWebhooksRoutes);
      await api.register(automationRoutes);
      if (options.extraApiRoutes) await api.register(options.extraApiRoutes);
      await api.register(apiKeysRoutes);
      await api.register(webhooksRoutes);
      await api.register(mcpRoutes);
    },
    { prefix: '/api' },
  );
  if (mailer.outbox && !config.production) await app.register(devOutboxRoutes, { outbox: mailer.outbox });
  await registerStaticFiles(app);
  registerExportJobs(app);
  registerMailJobs(app, mailer);
  await startInboundReplies(app);
  registerDemoReset(app);
  registerBillingJobs(app, mailer);
  registerIntegrationJobs(app);
  registerAutomationJobs(app);
  registerAriaJobs(app);
  // Every handler is registered by now (features call app.jobs.work while the app is built).
  await jobs.start();

  // Jobs finish first: their handlers write to the database and publish events.
  app.addHook('preClose', async () => jobs.stop());
  app.addHook('preClose', async () => realtime.close());
  app.addHook('onClose', async () => {
    mailer.close();
    await redisConnection?.close();
    await database.close();
  });
  return app;
}
