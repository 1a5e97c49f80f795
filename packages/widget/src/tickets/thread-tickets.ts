import type {
  TicketLink,
  TicketListResponse,
  TicketPreviewResponse,
  TicketResponse,
  WidgetTracker,
  WidgetTrackerListResponse,
} from '@commentflow/shared/schemas/integration';
import { INTEGRATION_PROVIDERS } from '@commentflow/shared/rules/integration-providers';
import { h } from '../app/dom.ts';
import { widgetApiBase } from '../lib/api-request.ts';
import type { TicketsInput } from './tickets-api.ts';

const STYLE = `
.cf-tickets{margin-top:10px;display:grid;gap:8px}
.cf-tickets ul{list-style:none;margin:0;padding:0;display:grid;gap:4px}
.cf-ticket{display:flex;gap:8px;align-items:center}
.cf-ticket a{color:var(--cf-accent-text);font-weight:600}
.cf-ticket-form{display:flex;gap:6px;flex-wrap:wrap;align-items:center}
.cf-ticket-form select{height:34px;border-radius:8px;border:1px solid var(--cf-field);background:var(--cf-bg);color:inherit;padding:0 8px;max-width:100%}
.cf-ticket-preview{border:1px solid var(--cf-field);border-radius:8px;padding:8px;display:grid;gap:6px}
.cf-ticket-preview pre{margin:0;max-height:180px;overflow:auto;white-space:pre-wrap;font:12px/1.4 ui-monospace,monospace}
`;

/** What the ticket will say in the tracker the member chose, shown before it is filed. */
interface Preview {
  trackerId: string;
  text: TicketPreviewResponse;
}

const trackerName = (provider: WidgetTracker['provider'], account: string) => `${INTEGRATION_PROVIDERS[provider].name} (${account})`;

/**
 * One thread's tickets (key, link, live status) and, for trackers it has no ticket in yet, "Create
 * ticket in ..." with a preview of what the ticket will say before it is filed.
 */
export class ThreadTickets {
  readonly #slot: HTMLElement;
  readonly #commentId: string;
  readonly #input: TicketsInput;
  readonly #base: string;
  #tickets: TicketLink[] = [];
  #trackers: WidgetTracker[] = [];
  #preview: Preview | null = null;
  #error: string | null = null;
  #busy = false;

  constructor(slot: HTMLElement, commentId: string, input: TicketsInput) {
    this.#slot = slot;
    this.#commentId = commentId;
    this.#input = input;
    this.#base = widgetApiBase(input.origin, input.projectKey);
    void this.#load();
  }

  /** A ticket made or moved anywhere: this thread's replace what it showed. */
  ticketUpdated(ticket: TicketLink): void {
    if (ticket.commentId !== this.#commentId || !this.#slot.isConnected) return;
    this.#tickets = [...this.#tickets.filter((shown) => shown.id !== ticket.id), ticket];
    this.#render();
  }

  async #load(): Promise<void> {
    try {
      const thread = `/comments/${encodeURIComponent(this.#commentId)}`;
      const [tickets, trackers] = await Promise.all([
        this.#call<TicketListResponse>(`${thread}/tickets`),
        this.#call<WidgetTrackerListResponse>('/trackers'),
      ]);
      // A socket event may have come first: it is the newer.
      const known = new Set(this.#tickets.map((ticket) => ticket.id));
      this.#tickets = [...tickets.tickets.filter((ticket) => !known.has(ticket.id)), ...this.#tickets];
      this.#trackers = trackers.trackers;
    } catch (error) {
      this.#error = this.#input.describe(error);
    }
    this.#render();
  }

  #call<T>(path: string, payload?: unknown): Promise<T> {
    const headers: Record<string, string> = { 'accept-language': this.#input.language === 'fr' ? 'fr' : 'en' };
    const init: RequestInit = {};
    if (payload !== undefined) {
      init.method = 'POST';
      init.body = JSON.stringify(payload);
      headers['content-type'] = 'application/json';
    }
    return this.#input.request<T>(this.#base, this.#input.credentials, path, init, headers);
  }

  /** Runs a call with the buttons disabled; its failure is shown under the form. */
  async #act(work: () => Promise<void>): Promise<void> {
    this.#busy = true;
    this.#error = null;
    this.#render();
    try {
      await work();
    } catch (error) {
      this.#error = this.#input.describe(error);
    }
    this.#busy = false;
    this.#render();
  }

  #showPreview(trackerId: string): Promise<void> {
    return this.#act(async () => {
      const query = `?integrationId=${encodeURIComponent(trackerId)}`;
      const text = await this.#call<TicketPreviewResponse>(`/comments/${encodeURIComponent(this.#commentId)}/ticket-preview${query}`);
      this.#preview = { trackerId, text };
    });
  }

  #create(trackerId: string): Promise<void> {
    return this.#act(async () => {
      const { ticket } = await this.#call<TicketResponse>(`/comments/${encodeURIComponent(this.#commentId)}/tickets`, {
        integrationId: trackerId,
      });
      this.#preview = null;
      this.ticketUpdated(ticket);
    });
  }

  #render(): void {
    const { t } = this.#input;
    const filed = new Set(this.#tickets.map((ticket) => ticket.integrationId));
    const open = this.#trackers.filter((tracker) => !filed.has(tracker.id));
    const list = this.#tickets.map((ticket) =>
      h(
        'li',
        { class: 'cf-ticket', 'data-ticket-status': ticket.status },
        h(
          'a',
          { href: ticket.url, target: '_blank', rel: 'noopener noreferrer' },
          `${INTEGRATION_PROVIDERS[ticket.provider].name} ${ticket.key}`,
        ),
        h('span', { class: 'cf-muted' }, t(ticket.status === 'closed' ? 'ticketClosed' : 'ticketOpen')),
      ),
    );
    this.#slot.replaceChildren(
      h(
        'section',
        { class: 'cf-tickets', 'aria-label': t('tickets') },
        h('style', {}, STYLE),
        list.length > 0 && h('ul', { 'aria-live': 'polite' }, ...list),
        open.length > 0 && (this.#preview ? this.#previewView(this.#preview) : this.#form(open)),
        this.#error && h('p', { class: 'cf-error', role: 'alert' }, this.#error),
      ),
    );
  }

  #form(trackers: WidgetTracker[]): HTMLElement {
    const { t } = this.#input;
    const select = h(
      'select',
      { 'aria-label': t('createTicketIn') },
      ...trackers.map((tracker) => h('option', { value: tracker.id }, trackerName(tracker.provider, tracker.accountLabel))),
    );
    const preview = h('button', { type: 'button', class: 'cf-secondary', disabled: this.#busy }, t('previewTicket'));
    preview.addEventListener('click', () => void this.#showPreview(select.value));
    return h('div', { class: 'cf-ticket-form' }, select, preview);
  }

  #previewView({ trackerId, text }: Preview): HTMLElement {
    const { t } = this.#input;
    const tracker = this.#trackers.find((candidate) => candidate.id === trackerId);
    const name = tracker ? INTEGRATION_PROVIDERS[tracker.provider].name : '';
    const create = h(
      'button',
      { type: 'button', class: 'cf-primary', disabled: this.#busy },
      t('createTicketInTracker', { tracker: name }),
    );
    create.addEventListener('click', () => void this.#create(trackerId));
    const cancel = h('button', { type: 'button', class: 'cf-secondary', disabled: this.#busy }, t('cancel'));
    cancel.addEventListener('click', () => {
      this.#preview = null;
      this.#render();
    });
    return h(
      'div',
      { class: 'cf-ticket-preview', role: 'group', 'aria-label': t('ticketPreview') },
      h('strong', {}, text.title),
      text.labels.length > 0 && h('span', { class: 'cf-muted' }, text.labels.join(', ')),
      h('pre', {}, text.body),
      h('div', { class: 'cf-actions' }, create, cancel),
    );
  }
}
