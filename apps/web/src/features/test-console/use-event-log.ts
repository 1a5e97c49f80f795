import { useEffect, useRef, useState } from 'react';
import { RECEIVED_EVENTS } from '@commentflow/shared';
import { pageEventName, type ReceivedEvent } from '../../lib/socket/page-event.ts';

export interface LoggedEvent {
  seq: number;
  event: ReceivedEvent;
  receivedAt: Date;
  payload: unknown;
}

/** The newest events kept on screen; older ones drop off so a busy workspace cannot grow the page forever. */
export const EVENT_LOG_LIMIT = 200;

/** Every real-time event the page receives (docs/product/api.md re-dispatches them all), newest first, unless paused. */
export function useEventLog(paused: boolean) {
  const [entries, setEntries] = useState<LoggedEvent[]>([]);
  const seq = useRef(0);
  const pausedRef = useRef(paused);
  pausedRef.current = paused;

  useEffect(() => {
    const listeners = RECEIVED_EVENTS.map((event) => {
      const listener = (raw: Event) => {
        if (pausedRef.current) return;
        seq.current += 1;
        const entry: LoggedEvent = { seq: seq.current, event, receivedAt: new Date(), payload: (raw as CustomEvent<unknown>).detail };
        setEntries((current) => [entry, ...current].slice(0, EVENT_LOG_LIMIT));
      };
      window.addEventListener(pageEventName(event), listener);
      return () => window.removeEventListener(pageEventName(event), listener);
    });
    return () => listeners.forEach((remove) => remove());
  }, []);

  return { entries, clear: () => setEntries([]) };
}
