import type { Kysely } from 'kysely';
import type { Database, ProjectRow } from '../db/schema.ts';
import type { DomainEvent } from './domain-events.ts';

/**
 * Records the first time a project's widget loads on an allowed origin (the onboarding install
 * check). Only the first call writes, so it returns the `widget-seen` event at most once.
 */
export async function markWidgetSeen(db: Kysely<Database>, project: ProjectRow): Promise<DomainEvent[]> {
  if (project.widget_seen_at !== null) return [];
  const widgetSeenAt = new Date().toISOString();
  const result = await db
    .updateTable('projects')
    .set({ widget_seen_at: widgetSeenAt })
    .where('id', '=', project.id)
    .where('widget_seen_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return [];
  return [{ name: 'widget-seen', payload: { workspaceId: project.workspace_id, projectId: project.id, widgetSeenAt } }];
}
