import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  CommentDeletedPayload,
  CommentEventPayload,
  PositionsPayload,
  ServerToClientEvents,
} from '@commentflow/shared/events';
import { SOCKET_OPTIONS } from '@commentflow/shared/constants';

export interface LiveHandlers {
  onUpsert(payload: CommentEventPayload): void;
  onDelete(payload: CommentDeletedPayload): void;
  /** Socket.IO delivers at most once: after a reconnect, whatever was missed is fetched over HTTP. */
  onReconnect(): void;
}

export interface LiveConnection {
  /** Tells the workspace where this page's pins now are; false when this socket may not (guests). */
  sendPositions(payload: PositionsPayload): boolean;
  stop(): void;
}

/**
 * The project's comment events, for widget viewers (room project:<id>, joined after key + origin
 * checks). A signed-in member's socket also joins the workspace, which lets it send positions.
 */
export function connectLive(
  origin: string,
  projectKey: string,
  handlers: LiveHandlers,
  member: () => { token: string; workspaceId: string } | null,
): LiveConnection {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(origin, {
    ...SOCKET_OPTIONS,
    transports: [...SOCKET_OPTIONS.transports],
    // A function, so every reconnect presents the current token.
    auth: (give) => give({ projectKey, ...(member() && { token: member()!.token }) }),
  });
  let connectedBefore = false;
  let joined: string | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  socket.on('connect', () => {
    joined = null;
    const signedIn = member();
    if (signedIn) {
      socket.emit('join-workspace', { workspaceId: signedIn.workspaceId }, (result) => {
        if (result.ok) joined = signedIn.workspaceId;
      });
    }
    if (connectedBefore) handlers.onReconnect();
    connectedBefore = true;
  });
  // A server that shuts down disconnects its sockets itself, and Socket.IO does not come back on its
  // own after that; the widget does, once the delay has passed (the manager backs off from there).
  socket.on('disconnect', (reason) => {
    joined = null;
    if (reason === 'io server disconnect') retry = setTimeout(() => socket.connect(), SOCKET_OPTIONS.reconnectionDelay);
  });
  socket.on('comment-created', handlers.onUpsert);
  socket.on('comment-updated', handlers.onUpsert);
  socket.on('comment-deleted', handlers.onDelete);
  return {
    sendPositions(payload) {
      if (joined !== payload.workspaceId) return false;
      socket.emit('positions-updated', payload);
      return true;
    },
    stop() {
      clearTimeout(retry);
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}
