import { loadScript } from '../lib/load-script.ts';
import { TICKETS_BUNDLE, TICKETS_GLOBAL, type TicketsInput, type TicketsWindow } from './tickets-api.ts';

/**
 * The place in a thread's view for its tickets, filled once widget-tickets.js has loaded (a member-only
 * bundle, fetched the first time a member who may triage opens a thread). A bundle that cannot load
 * says so there.
 */
export function threadTicketsSlot(commentId: string, input: TicketsInput): HTMLElement {
  const slot = document.createElement('div');
  loadScript(input.origin, TICKETS_BUNDLE, () => (window as TicketsWindow)[TICKETS_GLOBAL]).then(
    (tickets) => {
      if (slot.isConnected) tickets.mount(slot, commentId, input);
    },
    (error: unknown) => {
      slot.textContent = input.describe(error);
    },
  );
  return slot;
}
