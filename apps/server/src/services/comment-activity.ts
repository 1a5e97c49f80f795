import type { CommentStatus, Priority } from '@commentflow/shared';

/**
 * What a comment write did, as the work it causes after commit sees it (integrations, automation
 * rules). Services return these next to their realtime events; the route enqueues their effects in the
 * same transaction (integrations/comment-effects.ts).
 */
export type CommentActivity =
  | { kind: 'thread-created'; workspaceId: string; threadId: string }
  | { kind: 'reply-created'; workspaceId: string; threadId: string; replyId: string }
  | { kind: 'status-changed'; workspaceId: string; threadId: string; from: CommentStatus; to: CommentStatus }
  | { kind: 'assigned'; workspaceId: string; threadId: string; assigneeId: string | null }
  | { kind: 'priority-changed'; workspaceId: string; threadId: string; from: Priority; to: Priority }
  | { kind: 'labels-changed'; workspaceId: string; threadId: string; from: string[]; to: string[] };

/** Who caused a change: people, a tracker's webhook, or an automation rule (which never re-triggers rules). */
export type ActivityOrigin = 'user' | 'integration' | 'automation';
