import { sessionFromMessage } from './auth-message.ts';
import { WidgetApi } from '../lib/widget-api.ts';
import { parseSession, readSession, writeSession, type MemberSession } from './member-session.ts';

const POPUP_FEATURES = 'popup,width=480,height=680';
const CLOSED_POLL_MS = 500;

/**
 * Who uses the widget: a team member signed in through the popup on the API's origin, or a guest
 * (null). Listeners hear every change: sign-in, sign-out, and a token the server refused.
 */
export class MemberAuth {
  #session: MemberSession | null;
  readonly #listeners = new Set<(session: MemberSession | null) => void>();
  #pending: AbortController | null = null;

  readonly #projectKey: string;

  readonly #origin: string;

  constructor(origin: string, projectKey: string) {
    this.#projectKey = projectKey;
    this.#origin = origin;
    this.#session = readSession(projectKey);
  }

  get current(): MemberSession | null {
    return this.#session;
  }

  onChange(listener: (session: MemberSession | null) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Opens the sign-in popup; resolves with the session, or rejects when the popup is blocked or closed. */
  signIn(): Promise<MemberSession> {
    this.#pending?.abort();
    const url = `${this.#origin}/auth/widget?project=${encodeURIComponent(this.#projectKey)}&origin=${encodeURIComponent(location.origin)}`;
    const popup = window.open(url, 'commentflow-sign-in', POPUP_FEATURES);
    if (!popup) return Promise.reject(new Error('popup-blocked'));
    const pending = new AbortController();
    this.#pending = pending;
    return new Promise((resolve, reject) => {
      const timer = setInterval(() => {
        if (!popup.closed) return;
        pending.abort();
        reject(new Error('popup-closed'));
      }, CLOSED_POLL_MS);
      pending.signal.addEventListener('abort', () => clearInterval(timer));
      window.addEventListener(
        'message',
        (event) => {
          const session = sessionFromMessage(event, this.#origin, popup, this.#projectKey);
          if (!session) return;
          pending.abort();
          this.#set(session);
          resolve(session);
        },
        { signal: pending.signal },
      );
    });
  }

  /**
   * "Open on page": the one-use code the dashboard put in the link signs this member in, stored like a
   * popup sign-in. False when the server refuses it (used, expired): the visitor stays as they were.
   */
  async redeem(code: string): Promise<boolean> {
    const session = parseSession(await new WidgetApi(this.#origin, this.#projectKey).redeemHandoff(code).catch(() => null));
    if (session) this.#set(session);
    return session !== null;
  }

  signOut(): void {
    this.#set(null);
  }

  destroy(): void {
    this.#pending?.abort();
    this.#listeners.clear();
  }

  #set(session: MemberSession | null): void {
    this.#session = session;
    writeSession(this.#projectKey, session);
    for (const listener of this.#listeners) listener(session);
  }
}
