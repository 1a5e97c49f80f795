import type { Comment } from './schemas/comment.ts';
import type { ErrorCode } from './errors.ts';
import type { Notification } from './schemas/notification.ts';
import type { TicketLink } from './schemas/integration.ts';
import type {
  CommentTypingEvent,
  CursorMoveEvent,
  JoinWorkspaceEvent,
  LeaveWorkspaceEvent,
  PositionsUpdateEvent,
} from './schemas/socket-events.ts';

// Socket.IO event maps of docs/product/api.md, typed in both directions.

export interface CommentEventPayload {
  workspaceId: string;
  projectId: string;
  comment: Comment;
}

export interface CommentDeletedPayload {
  workspaceId: string;
  projectId: string;
  commentId: string;
  parentId: string | null;
}

export interface PresencePayload {
  workspaceId: string;
  userId: string;
  displayName: string;
}

// What sockets send is validated with these schemas (schemas/socket-events.ts), so the types follow them.
export type CursorPayload = CursorMoveEvent;
export type TypingPayload = CommentTypingEvent;
export type PositionsPayload = PositionsUpdateEvent;

/** docs/product/api.md `retention-warning`; sent to each member's `user:<id>` room, naming the workspace it is about. */
export interface RetentionWarningPayload {
  workspaceId: string;
  title: string;
  message: string;
  daysRemaining: number | null;
  commentCount: number;
  priority: 'critical' | 'high' | 'warning' | 'info';
}

/** Sent to the recipient's `user:<id>` room only. */
export interface NotificationEventPayload {
  userId: string;
  notification: Notification;
}

/** The install check: a project's widget loaded on its site for the first time. */
export interface WidgetSeenPayload {
  workspaceId: string;
  projectId: string;
  widgetSeenAt: string;
}

/**
 * Why a member's access to a workspace changed: their project grants, their role, their removal by
 * someone else, their own leaving, or an invitation they accepted.
 */
export type AccessChangeReason = 'grants-changed' | 'role-changed' | 'removed' | 'left' | 'joined' | 'deleted';

/** Sent to the member's `user:<id>` room after the change committed, so every open dashboard reloads its access. */
export interface AccessChangedPayload {
  workspaceId: string;
  reason: AccessChangeReason;
}

/**
 * A data export finished (docs/product/states.md `export_complete`): sent to its requester's `user:<id>` room only.
 * `downloadUrl` is set when it is ready, null when building it failed.
 */
export interface ExportCompletePayload {
  userId: string;
  workspaceId: string;
  exportId: string;
  status: 'ready' | 'failed';
  downloadUrl: string | null;
  expiresAt: string | null;
}

/** A thread's ticket was made or its state changed in the tracker: sent to the workspace room. */
export interface TicketUpdatedPayload {
  workspaceId: string;
  projectId: string;
  ticket: TicketLink;
}

export type Ack = (result: { ok: true } | { ok: false; error: ErrorCode; message: string }) => void;

export interface ServerToClientEvents {
  'comment-created': (payload: CommentEventPayload) => void;
  'comment-updated': (payload: CommentEventPayload) => void;
  'comment-deleted': (payload: CommentDeletedPayload) => void;
  'user-joined': (payload: PresencePayload) => void;
  'user-left': (payload: PresencePayload) => void;
  'cursor-update': (payload: CursorPayload & { userId: string; displayName: string }) => void;
  'user-typing': (payload: TypingPayload & { userId: string; displayName: string }) => void;
  'positions-updated': (payload: PositionsPayload & { userId: string }) => void;
  'retention-warning': (payload: RetentionWarningPayload) => void;
  'notification-created': (payload: NotificationEventPayload) => void;
  'widget-seen': (payload: WidgetSeenPayload) => void;
  'access-changed': (payload: AccessChangedPayload) => void;
  export_complete: (payload: ExportCompletePayload) => void;
  'ticket-updated': (payload: TicketUpdatedPayload) => void;
}

export interface ClientToServerEvents {
  'join-workspace': (payload: JoinWorkspaceEvent, ack?: Ack) => void;
  'leave-workspace': (payload: LeaveWorkspaceEvent, ack?: Ack) => void;
  'cursor-move': (payload: CursorPayload) => void;
  'comment-typing': (payload: TypingPayload) => void;
  'positions-updated': (payload: PositionsPayload) => void;
}

/** What a socket presents at the handshake: a user's token, a widget's project key, or both. */
export interface SocketAuth {
  token?: string;
  projectKey?: string;
}

/** Events the web app re-dispatches in the page (docs/product/api.md) as `commentflow:<event>` CustomEvents. */
export const PAGE_EVENT_PREFIX = 'commentflow:';

export const RECEIVED_EVENTS = [
  'comment-created',
  'comment-updated',
  'comment-deleted',
  'user-joined',
  'user-left',
  'cursor-update',
  'user-typing',
  'positions-updated',
  'retention-warning',
  'notification-created',
  'widget-seen',
  'access-changed',
  'export_complete',
  'ticket-updated',
] as const satisfies readonly (keyof ServerToClientEvents)[];
