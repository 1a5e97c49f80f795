import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DEMO_PROJECT_KEY } from './demo-project.ts';

/** Deletes every comment of the public demo project (replies and notifications go with them). */
export async function resetDemoComments(db: Kysely<Database>): Promise<number> {
  const project = await db.selectFrom('projects').select('id').where('public_key', '=', DEMO_PROJECT_KEY).executeTakeFirst();
  if (!project) return 0;
  const result = await db.deleteFrom('comments').where('project_id', '=', project.id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Wipes the demo every DEMO_RESET_MINUTES, so what strangers type there does not pile up: once per cluster. */
export function registerDemoReset(app: FastifyInstance): void {
  app.jobs.work('demo-reset', async () => {
    const deleted = await resetDemoComments(app.db);
    if (deleted > 0) app.log.info({ deleted }, 'demo comments reset');
  });
  app.jobs.every('demo-reset', Math.max(1, Math.round(app.config.demoResetMinutes * 60_000)));
}
