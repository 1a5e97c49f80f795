import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import type { CommentDeletedPayload, CommentEventPayload, ServerToClientEvents } from '@commentflow/shared/events';
import { SOCKET_OPTIONS } from '@commentflow/shared/constants';

export interface LiveHandlers {
  onUpsert(payload: CommentEventPayload): void;
  onDelete(payload: CommentDeletedPayload): void;
  /** Socket.IO delivers at most once: after a reconnect, whatever was missed is fetched over HTTP. */
  onReconnect(): void;
}

/** The project's comment events, for widget viewers (room project:<id>, joined after key + origin checks). */
export function connectLive(origin: string, projectKey: string, handlers: LiveHandlers): () => void {
  const socket: Socket<ServerToClientEvents> = io(origin, {
    ...SOCKET_OPTIONS,
    transports: [...SOCKET_OPTIONS.transports],
    auth: { projectKey },
  });
  let connectedBefore = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  socket.on('connect', () => {
    if (connectedBefore) handlers.onReconnect();
    connectedBefore = true;
  });
  // A server that shuts down disconnects its sockets itself, and Socket.IO does not come back on its
  // own after that; the widget does, once the delay has passed (the manager backs off from there).
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') retry = setTimeout(() => socket.connect(), SOCKET_OPTIONS.reconnectionDelay);
  });
  socket.on('comment-created', handlers.onUpsert);
  socket.on('comment-updated', handlers.onUpsert);
  socket.on('comment-deleted', handlers.onDelete);
  return () => {
    clearTimeout(retry);
    socket.removeAllListeners();
    socket.disconnect();
  };
}
