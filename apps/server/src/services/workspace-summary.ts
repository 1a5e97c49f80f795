import { sql, type Kysely } from 'kysely';
import type { CommentStatus, WorkspaceSummary } from '@commentflow/shared';
import type { CommentWithAuthor } from '../db/rows.ts';
import type { Database } from '../db/schema.ts';
import { commentQuery } from './comment-query.ts';

/** The summary with its recent threads as rows, for the route to present. */
export type WorkspaceSummaryRows = Omit<WorkspaceSummary, 'recentActivity'> & { recentActivity: CommentWithAuthor[] };

const WEEK_MS = 7 * 86_400_000;
const RECENT_ACTIVITY = 8;

const NOTHING: WorkspaceSummaryRows = {
  counts: { open: 0, in_progress: 0, resolved: 0 },
  commentsThisWeek: 0,
  assignedToMe: 0,
  projectCount: 0,
  snippetInstalled: false,
  recentActivity: [],
};

/**
 * The Dashboard home's figures: thread counts by status, this week's comments, my open assignments.
 * `visibleProjectIds` (policies/visible-projects.ts) narrows every figure to a client's projects.
 */
export async function workspaceSummary(
  db: Kysely<Database>,
  workspaceId: string,
  caller: { userId: string; visibleProjectIds: string[] | null },
): Promise<WorkspaceSummaryRows> {
  const { userId, visibleProjectIds: visible } = caller;
  if (visible?.length === 0) return NOTHING;
  const only = visible ?? [];
  const weekAgo = new Date(Date.now() - WEEK_MS).toISOString();
  const byStatus = await db
    .selectFrom('comments')
    .$if(visible !== null, (qb) => qb.where('project_id', 'in', only))
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
    .$if(visible !== null, (qb) => qb.where('project_id', 'in', only))
    .executeTakeFirst();
  const projects = await db
    .selectFrom('projects')
    .select([(eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.count<number>('widget_seen_at').as('seen')])
    .where('workspace_id', '=', workspaceId)
    .$if(visible !== null, (qb) => qb.where('id', 'in', only))
    .executeTakeFirst();
  const recent = await commentQuery(db)
    .where('c.workspace_id', '=', workspaceId)
    .$if(visible !== null, (qb) => qb.where('c.project_id', 'in', only))
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
    recentActivity: recent,
  };
}
