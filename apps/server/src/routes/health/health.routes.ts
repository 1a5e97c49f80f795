import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', async () => {
    await sql`select 1`.execute(app.db);
    return { status: 'ok', database: app.dialect, redis: app.config.redisUrl !== null };
  });
};
