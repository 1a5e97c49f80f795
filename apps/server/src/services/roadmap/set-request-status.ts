import type { Kysely } from 'kysely';
import type { RoadmapStatus } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';

export async function setRequestStatus(db: Kysely<Database>, requestId: string, status: RoadmapStatus): Promise<void> {
  await db.updateTable('roadmap_requests').set({ status, updated_at: new Date().toISOString() }).where('id', '=', requestId).execute();
}
