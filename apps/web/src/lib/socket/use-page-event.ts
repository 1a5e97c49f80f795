import { useEffect, useRef } from 'react';
import { pageEventName, type ReceivedEvent, type ReceivedPayload } from './page-event.ts';

/** Listens to a re-dispatched socket event; the latest handler is used without re-subscribing. */
export function usePageEvent<E extends ReceivedEvent>(event: E, handler: (payload: ReceivedPayload<E>) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener = (raw: Event) => latest.current((raw as CustomEvent<ReceivedPayload<E>>).detail);
    const name = pageEventName(event);
    window.addEventListener(name, listener);
    return () => window.removeEventListener(name, listener);
  }, [event]);
}
