import type { Kysely } from 'kysely';
import type { Database, ProjectRow } from '../db/schema.ts';
import type { DomainEvent } from './domain-events.ts';
import type { EventRecorder } from './event-outbox.ts';

/**
 * Records the first time a project's widget loads on an allowed origin (the onboarding install
 * check). Only the first call writes, so it returns the `widget-seen` event at most once, recorded
 * with the write (ADR 019, 037): the dashboard's onboarding hears of it even if this instance stops.
 */
export async function markWidgetSeen(
  { db, realtime }: { db: Kysely<Database>; realtime: EventRecorder },
  project: ProjectRow,
): Promise<DomainEvent[]> {
  if (project.widget_seen_at !== null) return [];
  const widgetSeenAt = new Date().toISOString();
  const { events } = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('projects')
      .set({ widget_seen_at: widgetSeenAt })
      .where('id', '=', project.id)
      .where('widget_seen_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return { events: [] };
    const seen: DomainEvent = { name: 'widget-seen', payload: { workspaceId: project.workspace_id, projectId: project.id, widgetSeenAt } };
    return realtime.record(trx, { events: [seen] });
  });
  return events;
}
