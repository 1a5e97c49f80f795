import { PAGE_EVENT_PREFIX, type ServerToClientEvents } from '@commentflow/shared';

export type ReceivedEvent = keyof ServerToClientEvents;
export type ReceivedPayload<E extends ReceivedEvent> = Parameters<ServerToClientEvents[E]>[0];

/** The page-wide name of a socket event (docs/product/api.md: every received event is re-dispatched in the page). */
export function pageEventName(event: ReceivedEvent): string {
  return `${PAGE_EVENT_PREFIX}${event}`;
}

export function dispatchPageEvent<E extends ReceivedEvent>(event: E, payload: ReceivedPayload<E>): void {
  window.dispatchEvent(new CustomEvent(pageEventName(event), { detail: payload }));
}
