import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AdminOverviewResponse } from '@commentflow/shared';
import { checkDependencies } from '../health/check-dependencies.ts';

/** How this install is doing: the services it runs on (live), this process, and how much it holds. */
export async function instanceOverview(app: FastifyInstance): Promise<AdminOverviewResponse> {
  const dependencies = await checkDependencies(app);
  const { rows } = await sql<{ users: number; workspaces: number; projects: number; comments: number }>`
    select (select count(*) from users) as users, (select count(*) from workspaces) as workspaces,
           (select count(*) from projects) as projects, (select count(*) from comments) as comments`.execute(app.db);
  const counts = rows[0]!;
  return {
    health: {
      ...dependencies,
      uptimeSeconds: Math.round(process.uptime()),
      nodeVersion: process.version,
      memoryMb: Math.round(process.memoryUsage().rss / 1_048_576),
    },
    counts: {
      users: Number(counts.users),
      workspaces: Number(counts.workspaces),
      projects: Number(counts.projects),
      comments: Number(counts.comments),
    },
  };
}
