// widget-tickets.js: a thread's tickets and "Create ticket in ..." for a signed-in team member, loaded
// the first time such a member opens a thread (guests and clients never download it).
import type { TicketUpdatedPayload } from '@commentflow/shared/events';
import { ThreadTickets } from './thread-tickets.ts';
import { TICKETS_GLOBAL, type TicketsApi, type TicketsWindow } from './tickets-api.ts';

let shown: ThreadTickets | null = null;
let listening = false;

const api: TicketsApi = {
  mount(slot, commentId, input) {
    // One thread is open at a time: the socket's events go to the one shown last.
    shown = new ThreadTickets(slot, commentId, input);
    if (listening) return;
    listening = true;
    input.onTicketUpdated((payload: TicketUpdatedPayload) => shown?.ticketUpdated(payload.ticket));
  },
};
(window as TicketsWindow)[TICKETS_GLOBAL] = api;
