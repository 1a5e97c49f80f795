import type { Notification } from '@commentflow/shared';
import type { NotificationRow } from '../db/schema.ts';

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    type: row.type,
    title: row.title,
    body: row.body,
    commentId: row.comment_id,
    actorName: row.actor_name,
    projectName: row.project_name,
    read: row.read_at !== null,
    createdAt: row.created_at,
  };
}
