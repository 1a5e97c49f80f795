import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import {
  RECEIVED_EVENTS,
  SOCKET_OPTIONS,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketAuth,
} from '@commentflow/shared';
import { useAuth } from '../auth/use-auth.ts';
import { reconnectAfterServerDisconnect } from './reconnect-after-server-disconnect.ts';
import { dispatchPageEvent, type ReceivedEvent, type ReceivedPayload } from './page-event.ts';
import { SocketContext, type SocketState } from './socket-context.ts';

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The live connection (docs/product/states.md, api.md, limits.md): open only while someone is signed in. */
export function SocketProvider({ children }: { children: ReactNode }) {
  const { user, token, refreshWorkspaces } = useAuth();
  const queryClient = useQueryClient();
  const socketRef = useRef<AppSocket | null>(null);
  const joinedRef = useRef<string | null>(null);
  const tokenRef = useRef(token);
  tokenRef.current = token;
  const [connected, setConnected] = useState(false);
  const [joinedWorkspaceId, setJoinedWorkspaceId] = useState<string | null>(null);
  const userId = user?.uid ?? null;

  /**
   * Joins a workspace's rooms. Its events reach this tab only once the server has joined it, so what
   * was read before (the page's first load, the time away) may have missed one: it is read again
   * then, on the first connection as on every reconnection.
   */
  const sendJoin = useCallback(
    (socket: AppSocket, workspaceId: string) => {
      socket.emit('join-workspace', { workspaceId, userId: userId ?? undefined }, (result) => {
        if (!result.ok) return;
        const joinedAt = Date.now();
        void queryClient.invalidateQueries({ predicate: (query) => query.state.dataUpdatedAt < joinedAt });
      });
    },
    [userId, queryClient],
  );

  useEffect(() => {
    if (!userId) return;
    const auth: SocketAuth = tokenRef.current ? { token: tokenRef.current } : {};
    const socket: AppSocket = io({
      path: '/socket.io',
      auth,
      timeout: SOCKET_OPTIONS.timeout,
      reconnection: true,
      reconnectionDelay: SOCKET_OPTIONS.reconnectionDelay,
      reconnectionDelayMax: SOCKET_OPTIONS.reconnectionDelayMax,
      randomizationFactor: SOCKET_OPTIONS.randomizationFactor,
      reconnectionAttempts: SOCKET_OPTIONS.reconnectionAttempts,
      transports: [...SOCKET_OPTIONS.transports],
    });
    socketRef.current = socket;
    let wasConnected = false;

    socket.on('connect', () => {
      setConnected(true);
      // Socket.IO delivers at most once: whatever happened while we were away is fetched again,
      // the workspace list too (an access-changed may have been missed).
      if (wasConnected) void refreshWorkspaces();
      if (joinedRef.current) sendJoin(socket, joinedRef.current);
      else if (wasConnected) void queryClient.invalidateQueries();
      wasConnected = true;
    });
    socket.on('disconnect', () => setConnected(false));
    const stopReconnecting = reconnectAfterServerDisconnect(socket);

    for (const event of RECEIVED_EVENTS) {
      const forward = (payload: ReceivedPayload<ReceivedEvent>) => dispatchPageEvent(event, payload);
      socket.on(event, forward as ServerToClientEvents[typeof event]);
    }

    return () => {
      stopReconnecting();
      socket.removeAllListeners();
      socket.disconnect();
      socketRef.current = null;
      joinedRef.current = null;
      setJoinedWorkspaceId(null);
      setConnected(false);
    };
  }, [userId, queryClient, refreshWorkspaces, sendJoin]);

  useEffect(() => {
    const socket = socketRef.current;
    if (!socket) return;
    // The next (re)connection presents the refreshed token.
    socket.auth = token ? { token } : {};
    // A handshake refused by the server is not retried by Socket.IO; a new token deserves a new try.
    if (!socket.connected && !socket.active) socket.connect();
  }, [token]);

  const joinWorkspace = useCallback(
    (workspaceId: string) => {
      joinedRef.current = workspaceId;
      setJoinedWorkspaceId(workspaceId);
      const socket = socketRef.current;
      // While disconnected the 'connect' handler joins, so the join is never sent twice.
      if (socket?.connected) sendJoin(socket, workspaceId);
    },
    [sendJoin],
  );

  const leaveWorkspace = useCallback(() => {
    const workspaceId = joinedRef.current;
    joinedRef.current = null;
    setJoinedWorkspaceId(null);
    const socket = socketRef.current;
    if (workspaceId && socket?.connected) socket.emit('leave-workspace', { workspaceId });
  }, []);

  const sendCursor = useCallback<SocketState['sendCursor']>((payload) => {
    const workspaceId = joinedRef.current;
    if (workspaceId) socketRef.current?.emit('cursor-move', { ...payload, workspaceId });
  }, []);

  const sendTyping = useCallback<SocketState['sendTyping']>((payload) => {
    const workspaceId = joinedRef.current;
    if (workspaceId) socketRef.current?.emit('comment-typing', { ...payload, workspaceId });
  }, []);

  const value = useMemo<SocketState>(
    () => ({ connected, joinedWorkspaceId, joinWorkspace, leaveWorkspace, sendCursor, sendTyping }),
    [connected, joinedWorkspaceId, joinWorkspace, leaveWorkspace, sendCursor, sendTyping],
  );

  return <SocketContext.Provider value={value}>{children}</SocketContext.Provider>;
}
