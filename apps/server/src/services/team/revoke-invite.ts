import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The invitation or share link stops working; it stays on record as revoked. */
export async function revokeInvite(db: Kysely<Database>, inviteId: string): Promise<void> {
  await db.updateTable('invites').set({ revoked_at: new Date().toISOString() }).where('id', '=', inviteId).execute();
}
