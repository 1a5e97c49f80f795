import type { CommentRow } from '../db/schema.ts';
import { presentComment, type CommentWithAuthor } from '../presenters/comment.ts';
import type { DomainEvent } from '../realtime/realtime.ts';

export type { DomainEvent };

export function commentChanged(name: 'comment-created' | 'comment-updated', row: CommentWithAuthor): DomainEvent {
  return { name, payload: { workspaceId: row.workspace_id, projectId: row.project_id, comment: presentComment(row) } };
}

export function commentDeleted(row: CommentRow): DomainEvent {
  return {
    name: 'comment-deleted',
    payload: { workspaceId: row.workspace_id, projectId: row.project_id, commentId: row.id, parentId: row.parent_id },
  };
}
