import type { IntegrationProvider } from '@commentflow/shared';
import type { Mailer } from '../mail/mailer.ts';
import type { IntegrationHttp } from './http.ts';

/** What one call to a provider gets: the outbound client, the decrypted credentials, the settings. */
export interface ProviderCall<Credentials, Settings> {
  http: IntegrationHttp;
  /** The instance's mail (SMTP or dev outbox), for the e-mail notifier. */
  mailer: Mailer;
  credentials: Credentials;
  settings: Settings;
  /** Instance-wide endpoints of the SaaS-only providers (configuration). */
  endpoints: { linearApiUrl: string; trelloApiUrl: string };
}

/** A ticket's state as CommentFlow reads it: closed resolves the thread, open reopens it. */
export type TicketState = 'open' | 'closed';

/** What a ticket made from a thread says; each provider renders it its way (markdown, ADF...). */
export interface TicketDraft {
  title: string;
  /** The comment's text. */
  quote: string;
  /** Page, element, browser, author...: label and value, with a link when there is one. */
  facts: Array<{ label: string; value: string; href?: string; code?: boolean }>;
  consoleErrors: string[];
  /** A signed, expiring link to the screenshot, readable without a CommentFlow account. */
  screenshot: { url: string; expiresAt: string } | null;
  /** The thread in the dashboard. */
  backLink: string;
  labels: string[];
}

export interface ExternalTicket {
  externalId: string;
  /** What people call it: #12, WEB-7, ENG-42, a card's short link. */
  key: string;
  url: string;
  status: TicketState;
  externalStatus: string;
}

export interface InboundRequest {
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
  /** The URL the provider posted to, as it signed it (Trello signs body + callback URL). */
  url: string;
}

/** A tracker's event that changes a linked ticket's state. */
export interface InboundTicketEvent {
  /** Unique per delivery: a second delivery with the same id is a replay and is ignored. */
  deliveryId: string;
  externalId: string;
  status: TicketState;
  externalStatus: string;
}

/** A message for notifiers (Slack, e-mail): a new thread, or a status change. */
export interface NotificationMessage {
  headline: string;
  text: string;
  facts: Array<{ label: string; value: string }>;
  link: string;
  screenshotUrl: string | null;
}

interface ProviderBase<Credentials, Settings> {
  id: IntegrationProvider;
  /** Checks the credentials and settings against the provider; answers whom they act as. */
  connect(call: ProviderCall<Credentials, Settings>): Promise<{ accountLabel: string }>;
}

export interface TrackerProvider<Credentials = unknown, Settings = unknown> extends ProviderBase<Credentials, Settings> {
  kind: 'tracker';
  /**
   * Where the inbound webhook's secret comes from: made by CommentFlow and shown once at connection
   * (`generated`), or the provider's own, kept with the credentials (`credentials`).
   */
  webhookSecret: 'generated' | { fromCredentials: (credentials: Credentials) => string };
  createTicket(call: ProviderCall<Credentials, Settings>, draft: TicketDraft): Promise<ExternalTicket>;
  /** Moves the ticket to the state a thread's status maps to; answers the tracker's name for it. */
  setState(call: ProviderCall<Credentials, Settings>, externalId: string, state: TicketState): Promise<{ externalStatus: string }>;
  addComment(call: ProviderCall<Credentials, Settings>, externalId: string, text: string): Promise<void>;
  /** Whether the delivery is signed with the secret (and, where the scheme has one, recent). */
  verifyWebhook(request: InboundRequest, secret: string, now: Date): boolean;
  /** The ticket event in a verified delivery, or null for events that change nothing here. */
  readWebhook(request: InboundRequest, settings: Settings): InboundTicketEvent | null;
}

export interface NotifierProvider<Credentials = unknown, Settings = unknown> extends ProviderBase<Credentials, Settings> {
  kind: 'notifier';
  postMessage(call: ProviderCall<Credentials, Settings>, message: NotificationMessage): Promise<void>;
}

export type Provider = TrackerProvider | NotifierProvider;

/** A header's one value (Node gives arrays for repeated headers). */
export function header(request: InboundRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
