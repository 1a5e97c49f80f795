import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { mentionsAsText, SOCKET_OPTIONS, type CommentEventPayload, type ServerToClientEvents } from '@commentflow/shared';

export interface ProjectEvent {
  id: string;
  kind: 'created' | 'updated' | 'deleted';
  author: string | null;
  body: string | null;
  isReply: boolean;
  pageTitle: string | null;
  at: string;
}

const KEEP = 50;

function fromComment(kind: 'created' | 'updated', { comment }: CommentEventPayload): ProjectEvent {
  return {
    id: `${kind}-${comment.id}-${comment.updatedAt}`,
    kind,
    author: comment.author.displayName,
    body: mentionsAsText(comment.body),
    isReply: comment.parentId !== null,
    pageTitle: comment.pageTitle || comment.pageUrl,
    at: new Date().toISOString(),
  };
}

/**
 * A project's comment events as they happen, over the same socket the widget uses (room
 * project:<id>, joined with the public key from an allowed origin). `onEvent` hears each one.
 */
export function useProjectEvents(projectKey: string | undefined, onEvent?: (event: ProjectEvent) => void) {
  const [events, setEvents] = useState<ProjectEvent[]>([]);
  const [connected, setConnected] = useState(false);
  // Read when an event arrives, so a new callback never reconnects the socket (and drops events).
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;

  useEffect(() => {
    if (!projectKey) return;
    const socket: Socket<ServerToClientEvents> = io({
      path: '/socket.io',
      auth: { projectKey },
      transports: [...SOCKET_OPTIONS.transports],
      reconnectionDelay: SOCKET_OPTIONS.reconnectionDelay,
      reconnectionDelayMax: SOCKET_OPTIONS.reconnectionDelayMax,
    });
    const add = (event: ProjectEvent) => {
      setEvents((list) => [event, ...list].slice(0, KEEP));
      onEventRef.current?.(event);
    };
    socket.on('connect', () => setConnected(true));
    socket.on('disconnect', () => setConnected(false));
    socket.on('comment-created', (payload) => add(fromComment('created', payload)));
    socket.on('comment-updated', (payload) => add(fromComment('updated', payload)));
    socket.on('comment-deleted', ({ commentId, parentId }) =>
      add({
        id: `deleted-${commentId}`,
        kind: 'deleted',
        author: null,
        body: null,
        isReply: parentId !== null,
        pageTitle: null,
        at: new Date().toISOString(),
      }),
    );
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [projectKey]);

  return { events, connected };
}
