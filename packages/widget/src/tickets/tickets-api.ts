import type { TicketUpdatedPayload } from '@commentflow/shared/events';
import type { Translate } from '../i18n/translate.ts';
import type { ApiCredentials, request } from '../lib/api-request.ts';

// What the app hands widget-tickets.js, the member-only bundle behind "Create ticket in ...". The
// bundle brings no words and no language of its own (the app's table is the one in force), and no
// socket: the app passes its own.

/** window.__commentflowTickets, set by widget-tickets.js. */
export const TICKETS_GLOBAL = '__commentflowTickets';
export const TICKETS_BUNDLE = 'widget-tickets.js';

export interface TicketsInput {
  origin: string;
  projectKey: string;
  credentials: ApiCredentials;
  /** The app's own request function: its ApiError is the one the app's describe() recognises. */
  request: typeof request;
  /** The widget's words, and its language for the server's messages. */
  t: Translate;
  language: string;
  /** What to tell the member when a call fails, in the widget's words. */
  describe(error: unknown): string;
  /** Registers the listener for the socket's `ticket-updated` events (once: the bundle dispatches them). */
  onTicketUpdated(listener: (payload: TicketUpdatedPayload) => void): void;
}

export interface TicketsApi {
  /** Fills `slot` with the thread's tickets and the "Create ticket in ..." form; the last mounted thread hears the socket. */
  mount(slot: HTMLElement, commentId: string, input: TicketsInput): void;
}

export type TicketsWindow = Window & { [TICKETS_GLOBAL]?: TicketsApi };
