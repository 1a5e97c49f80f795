import { sql, type Kysely } from 'kysely';
import type { CommentStatus, WorkspaceSummary } from '@commentflow/shared';
import type { Database } from '../db/schema.ts';
import { presentComment } from '../presenters/comment.ts';
import { commentQuery } from './comment-query.ts';

const WEEK_MS = 7 * 86_400_000;
const RECENT_ACTIVITY = 8;

/** The Dashboard home's figures: thread counts by status, this week's comments, my open assignments. */
export async function workspaceSummary(db: Kysely<Database>, workspaceId: string, userId: string): Promise<WorkspaceSummary> {
  const weekAgo = new Date(Date.now() - WEEK_MS).toISOString();
  const byStatus = await db
    .selectFrom('comments')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('workspace_id', '=', workspaceId)
    .where('parent_id', 'is', null)
    .groupBy('status')
    .execute();
  const counts: Record<CommentStatus, number> = { open: 0, in_progress: 0, resolved: 0 };
  for (const row of byStatus) counts[row.status] = Number(row.count);

  const figures = await db
    .selectFrom('comments')
    .select([
      sql<number>`sum(case when created_at >= ${weekAgo} then 1 else 0 end)`.as('thisWeek'),
      sql<number>`sum(case when assignee_id = ${userId} and status != 'resolved' and parent_id is null then 1 else 0 end)`.as('assigned'),
    ])
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  const projects = await db
    .selectFrom('projects')
    .select([(eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.count<number>('widget_seen_at').as('seen')])
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  const recent = await commentQuery(db)
    .where('c.workspace_id', '=', workspaceId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(RECENT_ACTIVITY)
    .execute();

  return {
    counts,
    commentsThisWeek: Number(figures?.thisWeek ?? 0),
    assignedToMe: Number(figures?.assigned ?? 0),
    projectCount: Number(projects?.count ?? 0),
    snippetInstalled: Number(projects?.seen ?? 0) > 0,
    recentActivity: recent.map(presentComment),
  };
}
