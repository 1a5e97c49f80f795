import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse } from '@commentflow/shared';
import { checkDependencies, type DependencyReport } from '../../services/health/check-dependencies.ts';

/** The public answer: states and timings, not the errors (they name hosts; admins see them). */
const present = (report: DependencyReport): HealthResponse => ({
  status: report.status,
  database: { engine: report.database.engine, status: report.database.status, latencyMs: report.database.latencyMs },
  redis: { status: report.redis.status, latencyMs: report.redis.latencyMs },
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers. 200 even when a dependency is down (`status: degraded` says so).
  app.get('/health', { schema: { response: { 200: HealthResponse } } }, async () => present(await checkDependencies(app)));

  // Readiness for a load balancer: 503 while the database is unreachable (nothing can be served). A
  // Redis outage leaves the instance ready: it serves, degraded.
  app.get('/health/ready', { schema: { response: { 200: HealthResponse, 503: HealthResponse } } }, async (_request, reply) => {
    const report = present(await checkDependencies(app));
    return reply.code(report.database.status === 'up' ? 200 : 503).send(report);
  });
};
