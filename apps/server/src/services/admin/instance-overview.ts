import { sql, type Kysely } from 'kysely';
import type { AdminOverviewResponse } from '@commentflow/shared';
import type { DialectName } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';

/** How this install is doing: the services it runs on, this process, and how much it holds. */
export async function instanceOverview(db: Kysely<Database>, dialect: DialectName, redis: boolean): Promise<AdminOverviewResponse> {
  const { rows } = await sql<{ users: number; workspaces: number; projects: number; comments: number }>`
    select (select count(*) from users) as users, (select count(*) from workspaces) as workspaces,
           (select count(*) from projects) as projects, (select count(*) from comments) as comments`.execute(db);
  const counts = rows[0]!;
  return {
    health: {
      database: dialect,
      redis,
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
