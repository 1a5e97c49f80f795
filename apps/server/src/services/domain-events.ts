import type { Comment, Notification, ServerToClientEvents } from '@commentflow/shared';
import type { CommentWithAuthor } from '../db/rows.ts';
import type { NotificationRow } from '../db/schema.ts';

/** The socket events a committed change causes; presence and access changes are realtime's own. */
type ChangeEventName =
  'comment-created' | 'comment-updated' | 'comment-deleted' | 'notification-created' | 'widget-seen' | 'export_complete' | 'ticket-updated';

type SocketPayload<N extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[N]>[0];

/** The payload with its comment or notification still a row: services do not present; realtime does as it sends. */
type WithRows<P> = { [K in keyof P]: P[K] extends Comment ? CommentWithAuthor : P[K] extends Notification ? NotificationRow : P[K] };

/**
 * What a service returns for the route to publish after its transaction commits: an event of the
 * shared socket event map (packages/shared/src/events.ts), by the same name and with the same payload.
 */
export type DomainEvent = { [N in ChangeEventName]: { name: N; payload: WithRows<SocketPayload<N>> } }[ChangeEventName];
