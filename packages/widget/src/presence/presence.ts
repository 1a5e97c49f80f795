import type { MemberSession } from '../auth/member-session.ts';
import type { MemberStrings } from '../member/member-strings.ts';
import { pageUrl, samePage } from '../lib/page-url.ts';
import type { WidgetSocket } from '../live/live-updates.ts';
import { CursorLayer } from './cursor-layer.ts';
import { throttle } from './throttle.ts';
import { TypingIndicator } from './typing-indicator.ts';

const CURSOR_INTERVAL_MS = 50; // at most 20 cursor updates a second, as the server allows
const TYPING_IDLE_MS = 2_500; // isTyping:false after this long without a keystroke

/**
 * Live presence for a signed-in team member, on the widget's one socket (which joins the project's
 * workspace for members): sends the pointer (throttled) and typing state, and shows teammates'
 * cursors on this page and who is typing. Guests have no presence: the workspace room is for members only.
 */
export class Presence {
  readonly cursors = new CursorLayer();
  readonly typingIndicator: TypingIndicator;
  #session: MemberSession | null = null;
  #listeners: AbortController | null = null;
  /** The thread being typed in (null: a new pin), undefined when not typing. */
  #typingIn: string | null | undefined = undefined;
  #typingTimer: ReturnType<typeof setTimeout> | undefined;
  readonly #sendCursor = throttle((x: number, y: number) => this.#emitCursor(x, y), CURSOR_INTERVAL_MS);

  readonly #socket: WidgetSocket;

  constructor(socket: WidgetSocket, strings: MemberStrings) {
    this.#socket = socket;
    this.typingIndicator = new TypingIndicator(strings);
    // Members only: a guest's socket is never in the workspace room, so these do not reach it.
    socket.on('cursor-update', (payload) => {
      if (!this.#isTeammate(payload)) return;
      if (samePage(payload.pageUrl, pageUrl())) this.cursors.move(payload.userId, payload.displayName, payload.x, payload.y);
      else this.cursors.remove(payload.userId);
    });
    socket.on('user-typing', (payload) => {
      if (this.#isTeammate(payload))
        this.typingIndicator.set(payload.userId, payload.displayName, payload.isTyping, payload.commentId !== null);
    });
    socket.on('user-left', (payload) => {
      this.cursors.remove(payload.userId);
      this.typingIndicator.set(payload.userId, payload.displayName, false, false);
    });
  }

  start(session: MemberSession): void {
    this.stop();
    this.#session = session;

    this.#listeners = new AbortController();
    const options = { capture: true, passive: true, signal: this.#listeners.signal };
    window.addEventListener(
      'pointermove',
      (event) => {
        const root = document.documentElement;
        this.#sendCursor(clamp(event.pageX / root.scrollWidth), clamp(event.pageY / root.scrollHeight));
      },
      options,
    );
    window.addEventListener('resize', () => this.cursors.relayout(), options);
  }

  stop(): void {
    this.#stopTyping();
    this.#sendCursor.cancel();
    this.#listeners?.abort();
    this.#listeners = null;
    this.#session = null;
    this.cursors.clear();
    this.typingIndicator.clear();
  }

  /** Typing in the widget's own text areas: a new pin's (no thread) or a thread's reply box. */
  watchTyping(root: ShadowRoot, openThread: () => string | null): void {
    root.addEventListener('input', (event) => {
      const field = event.composedPath()[0];
      if (!(field instanceof HTMLTextAreaElement)) return;
      this.#typed(field.closest('.cf-composer') ? null : openThread());
    });
    root.addEventListener('submit', () => this.#stopTyping(), true);
  }

  #typed(commentId: string | null): void {
    if (!this.#session) return;
    if (this.#typingIn !== commentId) {
      this.#stopTyping();
      this.#typingIn = commentId;
      this.#emitTyping(commentId, true);
    }
    clearTimeout(this.#typingTimer);
    this.#typingTimer = setTimeout(() => this.#stopTyping(), TYPING_IDLE_MS);
  }

  #stopTyping(): void {
    clearTimeout(this.#typingTimer);
    if (this.#typingIn === undefined) return;
    this.#emitTyping(this.#typingIn, false);
    this.#typingIn = undefined;
  }

  #emitTyping(commentId: string | null, isTyping: boolean): void {
    const workspaceId = this.#session?.workspace.id;
    if (workspaceId) this.#socket.emit('comment-typing', { workspaceId, commentId, isTyping });
  }

  #emitCursor(x: number, y: number): void {
    const workspaceId = this.#session?.workspace.id;
    if (workspaceId) this.#socket.emit('cursor-move', { workspaceId, pageUrl: pageUrl().slice(0, 2048), x, y });
  }

  #isTeammate(payload: { workspaceId: string; userId: string }): boolean {
    const session = this.#session;
    return !!session && payload.workspaceId === session.workspace.id && payload.userId !== session.user.id;
  }
}

function clamp(fraction: number): number {
  return Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
}
