import type {
  ClientToServerEvents,
  CommentDeletedPayload,
  CommentEventPayload,
  PositionsPayload,
  ServerToClientEvents,
} from '@commentflow/shared/events';
import { SOCKET_OPTIONS } from '@commentflow/shared/constants';
import type { MemberSession } from '../auth/member-session.ts';
import { SocketClient } from './socket-client.ts';

const TOKEN_REFUSED = new Set(['invalid-token', 'token-expired', 'unauthorized', 'project-not-granted']);

export type WidgetSocket = SocketClient<ServerToClientEvents, ClientToServerEvents>;

export interface LiveHandlers {
  onUpsert(payload: CommentEventPayload): void;
  onDelete(payload: CommentDeletedPayload): void;
  /**
   * Connected. Socket.IO delivers at most once, and only what happens after the socket joined: what
   * changed before is fetched over HTTP, after a drop and on the first connect too (`first`), since the
   * page's comments came with the loader, a moment or, on a slow phone, seconds earlier.
   */
  onConnect(first: boolean): void;
  /** The server refused the member's token at the handshake (notGranted: this project is not shared with them). */
  onTokenRefused(notGranted: boolean): void;
}

export interface LiveConnection {
  /** Presence (cursors, typing) travels on this same socket. */
  readonly socket: WidgetSocket;
  /** Tells the workspace where this page's pins now are; false when this socket may not (guests). */
  sendPositions(payload: Omit<PositionsPayload, 'workspaceId'>): boolean;
  /** Connects first, and again when the visitor signs in or out, so the handshake presents their credentials. */
  restart(): void;
  stop(): void;
}

/**
 * The widget's one socket: the project's comment events (room project:<id>, joined after key +
 * origin checks) for everyone, and for a signed-in member also the workspace (presence, positions).
 * One socket per page, so teammates see a member join once.
 */
export function connectLive(
  origin: string,
  projectKey: string,
  handlers: LiveHandlers,
  member: () => MemberSession | null,
): LiveConnection {
  // A function, so every reconnect presents the current token.
  const socket: WidgetSocket = new SocketClient(origin, () => ({ projectKey, ...(member() && { token: member()!.token }) }));
  let connectedBefore = false;
  let joined: string | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  socket.on('connect', () => {
    joined = null;
    const workspaceId = member()?.workspace.id;
    if (workspaceId) {
      socket.emit('join-workspace', { workspaceId }, (result) => {
        if (result.ok) joined = workspaceId;
      });
    }
    handlers.onConnect(!connectedBefore);
    connectedBefore = true;
  });
  socket.on('connect_error', (error) => {
    const code = error.data?.error;
    if (member() && code && TOKEN_REFUSED.has(code)) handlers.onTokenRefused(code === 'project-not-granted');
  });
  // A server that shuts down disconnects its sockets itself, and they do not come back on their own
  // after that; the widget does, once the delay has passed (backing off from there).
  socket.on('disconnect', (reason) => {
    joined = null;
    if (reason === 'io server disconnect') retry = setTimeout(() => socket.reconnect(), SOCKET_OPTIONS.reconnectionDelay);
  });
  socket.on('comment-created', handlers.onUpsert);
  socket.on('comment-updated', handlers.onUpsert);
  socket.on('comment-deleted', handlers.onDelete);
  return {
    socket,
    sendPositions(payload) {
      if (!joined) return false;
      socket.emit('positions-updated', { ...payload, workspaceId: joined });
      return true;
    },
    restart() {
      clearTimeout(retry);
      joined = null;
      socket.reconnect();
    },
    stop() {
      clearTimeout(retry);
      socket.close();
    },
  };
}
