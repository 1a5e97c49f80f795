import type { Comment } from '@commentflow/shared/schemas/comment';
import { saveGuest } from '../app/guest-identity.ts';
import type { CommentFlowApi, ConfigureInput, IdentifyInput, QueuedCall } from '../lib/handoff.ts';
import { cleanMetadata } from './custom-metadata.ts';
import { EventHub } from './event-hub.ts';

/** What the page's calls do in the widget. */
export interface PublicApiActions {
  openList(): void;
  closeAll(): void;
  toggleCommentMode(): void;
  destroy(): void;
  configure(input: ConfigureInput): void;
}

type Metadata = Record<string, string | number | boolean | null>;

/** A queued call naming one of window.CommentFlow's methods (its arguments are the page's: each method checks them). */
type ApiCall = [method: keyof CommentFlowApi, ...args: unknown[]];

const isApiCall = (call: QueuedCall, api: CommentFlowApi): call is ApiCall => Object.hasOwn(api, call[0]);

/**
 * window.CommentFlow once the app runs (docs: widget-customization.md): its methods, the events it
 * emits to the page, the metadata the page sets for new comments, and the calls queued before the app.
 */
export class PublicApi {
  readonly events = new EventHub();
  readonly #actions: PublicApiActions;
  #metadata: Metadata = {};
  #panelOpen = false;

  constructor(actions: PublicApiActions) {
    this.#actions = actions;
  }

  api(): CommentFlowApi {
    const actions = this.#actions;
    return {
      open: () => actions.openList(),
      close: () => actions.closeAll(),
      toggleCommentMode: () => actions.toggleCommentMode(),
      destroy: () => actions.destroy(),
      identify,
      setMetadata: (metadata) => {
        this.#metadata = cleanMetadata(metadata);
      },
      configure: (input) => actions.configure(input),
      on: (event, listener) => this.events.on(event, listener),
      off: (event, listener) => this.events.off(event, listener),
    };
  }

  /** Replays the calls queued before the app arrived (listeners among them), in order, then says 'ready'. */
  ready(calls: QueuedCall[]): void {
    const api = this.api();
    for (const call of calls) {
      if (isApiCall(call, api)) {
        const [method, ...args] = call;
        (api[method] as (...values: unknown[]) => void)(...args);
      } else console.warn(`CommentFlow: unknown method ${call[0]}()`);
    }
    this.events.emit('ready');
  }

  /** meta.custom for a new comment, when the page passed any. */
  customMetadata(): Metadata | undefined {
    return Object.keys(this.#metadata).length > 0 ? { ...this.#metadata } : undefined;
  }

  commentCreated(comment: Comment): void {
    this.events.emit('comment-created', comment);
  }

  /** Emits 'open' and 'close' when the panel's visibility changes. */
  panelChanged(open: boolean): void {
    if (open === this.#panelOpen) return;
    this.#panelOpen = open;
    this.events.emit(open ? 'open' : 'close');
  }
}

function identify({ name, email }: IdentifyInput): void {
  if (typeof name === 'string' && typeof email === 'string' && name.trim() && email.includes('@')) {
    saveGuest({ name: name.trim().slice(0, 100), email: email.trim().slice(0, 320) });
  } else {
    console.warn('CommentFlow: identify() takes { name, email }.');
  }
}
