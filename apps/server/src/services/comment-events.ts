import type { CommentRow } from '../db/schema.ts';
import type { CommentWithAuthor } from '../db/rows.ts';
import type { DomainEvent } from './domain-events.ts';

export function commentChanged(name: 'comment-created' | 'comment-updated', row: CommentWithAuthor): DomainEvent {
  return { name, payload: { workspaceId: row.workspace_id, projectId: row.project_id, comment: row } };
}

export function commentDeleted(row: CommentRow): DomainEvent {
  return {
    name: 'comment-deleted',
    payload: { workspaceId: row.workspace_id, projectId: row.project_id, commentId: row.id, parentId: row.parent_id },
  };
}
