import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AcknowledgeRequest, WarningLevel } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';

/**
 * Records that a member dismissed the banner or acknowledged the popup at the workspace's current level
 * (computed by the server, not taken from the client's daysRemaining, which is kept for the record).
 */
export async function acknowledgeWarning(
  db: Kysely<Database>,
  caller: { workspaceId: string; userId: string },
  input: AcknowledgeRequest,
  level: WarningLevel,
): Promise<void> {
  await db
    .insertInto('retention_acknowledgments')
    .values({
      id: randomUUID(),
      workspace_id: caller.workspaceId,
      user_id: caller.userId,
      warning_type: input.warningType,
      warning_level: level,
      days_remaining: input.daysRemaining,
      created_at: new Date().toISOString(),
    })
    .execute();
}
