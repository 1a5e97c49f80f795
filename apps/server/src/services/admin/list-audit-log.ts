import type { Kysely } from 'kysely';
import type { AdminAuditLogResponse } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';

const ENTRIES_SHOWN = 100;

/** The latest administrator changes, newest first; of one workspace when named. */
export async function listAuditLog(db: Kysely<Database>, workspaceId: string | undefined): Promise<AdminAuditLogResponse> {
  let query = db
    .selectFrom('admin_audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_user_id')
    .leftJoin('workspaces as w', 'w.id', 'a.workspace_id')
    .select([
      'a.id',
      'a.actor_user_id',
      'u.display_name',
      'a.workspace_id',
      'w.name as workspace_name',
      'a.action',
      'a.details',
      'a.created_at',
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(ENTRIES_SHOWN);
  if (workspaceId) query = query.where('a.workspace_id', '=', workspaceId);
  const rows = await query.execute();
  return {
    entries: rows.map((row) => ({
      id: row.id,
      actorUserId: row.actor_user_id,
      actorName: row.display_name,
      workspaceId: row.workspace_id,
      workspaceName: row.workspace_name,
      action: row.action,
      details: JSON.parse(row.details) as Record<string, unknown>,
      createdAt: row.created_at,
    })),
  };
}
