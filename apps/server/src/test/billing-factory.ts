import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Project } from '@commentflow/shared';

const DAY_MS = 86_400_000;

/** Puts a workspace on a plan: `trialEndedDaysAgo` ends its trial that long ago (negative: still running). */
export async function setWorkspacePlan(
  app: FastifyInstance,
  workspaceId: string,
  state: { plan?: 'free' | 'starter' | 'pro'; trialEndedDaysAgo?: number; exempt?: boolean },
): Promise<void> {
  await app.db
    .updateTable('workspaces')
    .set({
      ...(state.plan && { plan: state.plan }),
      ...(state.trialEndedDaysAgo !== undefined && {
        trial_ends_at: new Date(Date.now() - state.trialEndedDaysAgo * DAY_MS).toISOString(),
      }),
      ...(state.exempt !== undefined && { exempt: state.exempt ? 1 : 0 }),
    })
    .where('id', '=', workspaceId)
    .execute();
}

/** Stores `count` comments on a project directly, to bring a workspace near its limit without `count` HTTP calls. */
export async function fillComments(app: FastifyInstance, project: Pick<Project, 'id' | 'workspaceId'>, count: number): Promise<void> {
  const now = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    workspace_id: project.workspaceId,
    project_id: project.id,
    parent_id: null,
    client_id: null,
    body: `Filler ${i}`,
    status: 'open' as const,
    priority: 'medium' as const,
    assignee_id: null,
    author_user_id: null,
    guest_name: 'Filler',
    guest_email: 'filler@example.com',
    page_url: 'https://site.example.com/',
    page_title: 'Home',
    anchor: null,
    viewport: null,
    meta: null,
    resolved_at: null,
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < rows.length; i += 100)
    await app.db
      .insertInto('comments')
      .values(rows.slice(i, i + 100))
      .execute();
}

export async function countRows(app: FastifyInstance, table: 'comments' | 'projects', workspaceId: string): Promise<number> {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
