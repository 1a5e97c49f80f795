import { showNotice } from '../capture/show-notice.ts';
import type { BootHandoff, BootIntent, NotGranted, WidgetWindow } from '../lib/handoff.ts';
import { pageUrl } from '../lib/page-url.ts';
import { afterPaint, whenIdle } from '../lib/after-paint.ts';
import { isOwnEvent } from '../lib/shadow-host.ts';
import { ApiError, request } from '../lib/api-request.ts';
import { WidgetApi } from '../lib/widget-api.ts';
import { currentLanguage, t } from '../i18n/translate.ts';
import { outboxStore } from '../offline/outbox-store.ts';
import { Outbox } from '../offline/outbox.ts';
import { setQueuedWrites } from '../offline/queued-flag.ts';
import { CommentMode } from './comment-mode.ts';
import { ComposerFlow } from './composer-flow.ts';
import { addAsGuest, deliver, queued } from './outbox-delivery.ts';
import { MemberAuth } from '../auth/member-auth.ts';
import { tellNotGranted } from '../auth/tell-not-granted.ts';
import { connectLive, type LiveConnection } from '../live/live-updates.ts';
import { PageComments } from './page-comments.ts';
import { CommentsPanel } from './comments-panel.ts';
import { watchPage } from './page-watcher.ts';
import { PinsLayer } from './pins-layer.ts';
import type { SendReply } from './reply-form.ts';
import { linkedHandoffCode, linkedThreadId } from '@commentflow/shared/rules/thread-link';
import { createToolbar, type Toolbar } from './toolbar.ts';
import { createWidgetFeatures, type WidgetFeatures } from './widget-features.ts';
import { threadTicketsSlot } from '../tickets/load-tickets.ts';
import { describeFailure } from './describe-failure.ts';
import type { WidgetShell } from './widget-shell.ts';

// Relative times ("2 min ago") in an open panel are rewritten this often.
const TIME_REFRESH_MS = 30_000;
// Live updates start at the first idle moment, and at the latest this long after start-up.
const SOCKET_START_TIMEOUT_MS = 2_000;

/** The widget app: state (this page's threads), the pieces of UI, and the wiring between them. */
export class WidgetController {
  readonly #api: WidgetApi;
  readonly #comments: PageComments;
  /** The address the page had when its pins were last asked for, to tell a route change. */
  #address = location.href;
  readonly #auth: MemberAuth;
  readonly #host: HTMLElement;
  readonly #layer: HTMLElement;
  readonly #hint: HTMLElement;
  readonly #pins: PinsLayer;
  readonly #toolbar: Toolbar;
  readonly #panel: CommentsPanel;
  readonly #commentMode: CommentMode;
  readonly #listeners = new AbortController();
  readonly #live: LiveConnection;
  readonly #outbox: Outbox;
  readonly #composer: ComposerFlow;
  readonly #features: WidgetFeatures;
  /** The loader already dropped a not-granted session and the visitor is told at start: only once. */
  #toldNotGranted: boolean;
  #started = false;
  /** The list asked for at the last sign-in or sign-out, settled once it is shown. */
  #listed: Promise<void> = Promise.resolve();
  readonly #handoff: BootHandoff;

  /**
   * Builds the UI off the page in its shell; start() shows it. Shell, constructor and start() run as
   * tasks of their own (main.ts), each short enough not to block the host page, and the loader keeps
   * catching the visitor's keys and clicks until start().
   */
  constructor(handoff: BootHandoff, shell: WidgetShell) {
    const { host, ui, layer, outline, hint } = shell;
    this.#handoff = handoff;
    this.#comments = new PageComments(handoff.page ?? pageUrl());
    this.#comments.replaceAll(handoff.comments);
    this.#toldNotGranted = handoff.notGranted !== null;

    this.#host = host;
    this.#layer = layer;
    this.#hint = hint;
    this.#pins = new PinsLayer(this.#layer, host, {
      onOpen: (id) => this.#panel.openThread(id),
      onDetachedChange: (ids) => this.#onDetachedChange(ids),
      onPositions: (positions) => this.#features.member.reportPositions(positions),
    });
    this.#toolbar = createToolbar(
      () => this.#setCommentMode(!this.#commentMode.active),
      () => (this.#panel.mode === 'list' ? this.#panel.close() : this.#panel.openList()),
    );
    const auth = new MemberAuth(handoff.origin, handoff.key);
    this.#auth = auth;
    this.#live = connectLive(
      handoff.origin,
      handoff.key,
      {
        onUpsert: ({ comment }) => {
          if (this.#comments.add(comment)) this.#render();
          else if (comment.parentId === null) this.#panel.updateElsewhere(comment.id, comment);
        },
        onDelete: ({ commentId, parentId }) => {
          if (this.#comments.remove(commentId, parentId)) this.#render();
          else if (parentId === null) this.#panel.updateElsewhere(commentId, null);
        },
        onConnect: (first) => {
          void this.#refetch();
          // Writes that waited for the server go now; at the start the outbox sends its own.
          if (!first) this.#outbox.flush(true);
        },
        onTokenRefused: (notGranted) => this.#onTokenRefused(notGranted),
      },
      () => auth.current,
    );
    this.#features = this.#createFeatures(auth, shell);
    this.#api = new WidgetApi(handoff.origin, handoff.key, {
      token: () => auth.current?.token ?? null,
      onTokenRefused: (notGranted) => this.#onTokenRefused(notGranted),
    });
    this.#api.aria = handoff.aria ?? null;
    auth.onChange(() => {
      this.#live.restart();
      this.#listed = this.#refetch();
    });
    this.#panel = new CommentsPanel({
      api: this.#api,
      comments: this.#comments,
      search: () => this.#features.search,
      triage: (comment) => this.#features.member.triageActions(comment),
      setActivePin: (id) => this.#pins.setActive(id),
      panelChanged: (open) => this.#features.site.panelChanged(open),
      onDiscard: (clientId) => void this.#outbox.discard(clientId),
      sendReply: (threadId) => this.#replySender(threadId),
      memberTools: (threadId) => this.#ticketsSlot(threadId),
      onChange: () => this.#render(),
    });
    this.#commentMode = new CommentMode(
      outline,
      (event) => isOwnEvent(event, [host]),
      (target, x, y) => this.#openComposer(target, x, y),
    );
    ui.append(this.#layer, outline, this.#hint, this.#toolbar.element, this.#panel.element);
    shell.root.append(ui);

    this.#outbox = new Outbox(outboxStore(handoff.key), {
      send: (entry) => deliver(this.#api, entry),
      onSent: (entry, comment) => {
        if (entry.kind === 'comment') {
          this.#panel.mine.remember(entry.clientId);
          this.#features.site.commentCreated(comment);
        }
        if (this.#comments.add(comment)) this.#render();
        // The open thread was the unsent pin: it continues as the stored one.
        if (this.#comments.thread?.id === entry.clientId && entry.kind === 'comment') this.#panel.openThread(comment.id);
      },
      onScreenshotLost: () => showNotice(this.#hint.parentElement ?? this.#layer, t('screenshotNotAttached')),
      onChange: (entries) => {
        setQueuedWrites(
          handoff.key,
          entries.some((entry) => entry.failure === null),
        );
        this.#comments.setPending(entries);
        this.#render();
      },
    });
    this.#composer = new ComposerFlow({
      layer: this.#layer,
      host,
      origin: handoff.origin,
      nonce: handoff.options.nonce,
      projectKey: handoff.key,
      outbox: this.#outbox,
      page: () => this.#comments.page,
      customMetadata: () => this.#features.site.customMetadata(),
    });
  }

  /** Takes over from the loader with what the visitor asked for meanwhile. */
  start(intent: BootIntent): void {
    this.#started = true;
    document.body.append(this.#host);
    this.#watch(this.#host);
    const times = setInterval(() => this.#panel.refreshTimes(), TIME_REFRESH_MS);
    this.#listeners.signal.addEventListener('abort', () => clearInterval(times));
    void this.#outbox.load();
    // Pins are placed once the frame showing the widget has laid the page out, in a task of their own.
    afterPaint(() => this.#pins.start());
    // The socket's handshake and first events wait for an idle moment after the pins are up.
    whenIdle(() => {
      if (!this.#listeners.signal.aborted) this.#live.restart();
    }, SOCKET_START_TIMEOUT_MS);
    (window as WidgetWindow).CommentFlow = this.#features.site.api();

    this.#render();
    if (this.#handoff.notGranted) this.#tellNotGranted(this.#handoff.notGranted);
    this.#features.site.ready(this.#handoff.takeCalls());
    if (intent.pick?.target.isConnected) this.#openComposer(intent.pick.target, intent.pick.clientX, intent.pick.clientY);
    else if (intent.commentMode) this.#setCommentMode(true);
    const linked = linkedThreadId(location.hash);
    if (linked && this.#comments.has(linked)) this.#panel.openThread(linked);
    else if (intent.panel) this.#panel.openList();
    this.#features.keys.run(intent.view);
    this.#signInFromLink(linked);
  }

  /**
   * "Open on page" from the dashboard: the link's one-use code signs the member in. It leaves the
   * address bar at once (a reload, a bookmark or a shared URL must not carry it); once the member's
   * list is in, their thread opens, one a guest could not see too.
   */
  #signInFromLink(linked: string | null): void {
    const code = linkedHandoffCode(location.hash);
    if (!code) return;
    history.replaceState(history.state, '', location.href.replace(/&handoff=[^&]*/, ''));
    void this.#auth.redeem(code).then(async (signedIn) => {
      await this.#listed;
      if (signedIn && linked && this.#comments.thread?.id !== linked) this.#panel.openThread(linked);
    });
  }

  destroy(): void {
    this.#listeners.abort();
    this.#commentMode.disable();
    this.#pins.destroy();
    this.#outbox.stop();
    this.#live.stop();
    this.#features.destroy();
    this.#host.remove();
    // Before start() the page's API and the running flag were never ours: the loader's destroy()
    // cleared them, and the next copy of the widget may have set them again since.
    if (!this.#started) return;
    delete (window as WidgetWindow).CommentFlow;
    this.#handoff.release();
  }

  /**
   * The server refused the member's token: signed out, the widget goes on as a guest. A client this
   * project is not shared with is told so once, and where the project takes no guests the widget goes.
   */
  #onTokenRefused(notGranted: boolean): void {
    this.#auth.signOut();
    if (!notGranted || this.#toldNotGranted) return;
    this.#toldNotGranted = true;
    this.#api.listComments(this.#comments.page).then(
      () => this.#tellNotGranted('guest'),
      (error: unknown) => {
        if (!(error instanceof ApiError && error.body.error === 'guests-not-allowed')) return this.#tellNotGranted('guest');
        this.#tellNotGranted('closed');
        this.destroy();
      },
    );
  }

  #tellNotGranted(kind: NotGranted): void {
    tellNotGranted(this.#handoff.origin, kind, this.#handoff.options.nonce);
  }

  #createFeatures(auth: MemberAuth, shell: WidgetShell): WidgetFeatures {
    return createWidgetFeatures(this.#handoff, auth, this.#live, shell, this.#toolbar.element, {
      ariaSettings: () => this.#api.aria,
      toggleCommentMode: () => this.#setCommentMode(!this.#commentMode.active),
      toggleList: () => (this.#panel.mode === 'closed' ? this.#panel.openList() : this.#panel.close()),
      openList: () => this.#panel.openList(),
      isListOpen: () => this.#panel.mode === 'list',
      closeAll: () => {
        this.#composer.close();
        this.#setCommentMode(false);
        this.#panel.close();
      },
      destroy: () => this.destroy(),
      openThread: () => this.#panel.threadId,
      setStatus: (commentId, status) => this.#panel.setStatus(commentId, status),
      page: () => this.#comments.page,
      render: () => this.#render(),
    });
  }

  #watch(host: HTMLElement): void {
    const signal = this.#listeners.signal;
    watchPage(host, { relayout: () => this.#pins.schedule(), recheck: () => this.#pins.recheck(), route: () => this.#onRoute() }, signal);
    window.addEventListener('keydown', (event) => this.#onKey(event), { capture: true, signal });
    // Back online: whatever waits in the outbox goes now, not after its backoff.
    window.addEventListener('online', () => this.#outbox.flush(true), { signal });
  }

  /** A single-page app changed route: that page's pins replace this one's. */
  #onRoute(): void {
    const address = location.href;
    if (address === this.#address) return;
    this.#address = address;
    // Whether the new address is another page is the project's page rule (query parameters, hash
    // routes...): the server names it along with its pins.
    this.#api.listPage(address).then(
      ({ comments, page }) => {
        if (this.#address !== address || page === null || page === this.#comments.page) return;
        this.#composer.close();
        if (this.#panel.mode === 'thread') this.#panel.openList();
        this.#comments.moveTo(page);
        this.#comments.replaceAll(comments);
        this.#features.member.resetPositions();
        this.#pins.refind();
        this.#render();
        this.#panel.reload();
      },
      () => undefined,
    );
  }

  #onKey(event: KeyboardEvent): void {
    if (this.#composer.annotating) return;
    if (event.key === 'Escape') {
      if (this.#features.dialog.hide()) return;
      if (this.#composer.isOpen) this.#composer.close();
      else if (this.#commentMode.active) this.#setCommentMode(false);
      else if (this.#panel.mode !== 'closed') this.#panel.close();
      return;
    }
    this.#features.keys.onKey(event);
  }

  // --- state -------------------------------------------------------------------------------------

  #render(): void {
    const visible = this.#panel.visible();
    this.#pins.setPins(visible);
    this.#toolbar.setCount(visible.length, this.#panel.detachedCount(visible));
    this.#panel.render();
  }

  /** A thread's tickets for a member who may triage (their own lazily loaded bundle). */
  #ticketsSlot(threadId: string): HTMLElement {
    return threadTicketsSlot(threadId, {
      origin: this.#handoff.origin,
      projectKey: this.#handoff.key,
      credentials: this.#api.credentials,
      request,
      t,
      language: currentLanguage(),
      describe: (error) => describeFailure(error).message,
      onTicketUpdated: (listener) => this.#live.socket.on('ticket-updated', listener),
    });
  }

  #onDetachedChange(ids: ReadonlySet<string>): void {
    this.#panel.setDetached(ids);
    const visible = this.#panel.visible();
    this.#toolbar.setCount(visible.length, this.#panel.detachedCount(visible));
  }

  /** Lists the page again; settles once the list is shown (or failed). */
  #refetch(): Promise<void> {
    const page = this.#comments.page;
    const listed = this.#api.listPage(page).then(
      (list) => {
        if (this.#comments.page !== page) return;
        // A widget that started without the server's name for this page (a guest refused on a
        // team-only project) learns it from the first list it may read.
        if (list.page && list.page !== page) this.#comments.moveTo(list.page);
        this.#comments.replaceAll(list.comments);
        this.#render();
        // The answer also says whether ARIA is on: settings open meanwhile offer "Run ARIA" now.
        this.#features.settings.listed();
      },
      () => undefined,
    );
    this.#panel.reload();
    return listed;
  }

  #replySender(threadId: string): SendReply {
    return async ({ clientId, body, guest, website }) => {
      const request = { clientId, body, guest, ...(website && { website }) };
      await addAsGuest(guest, () => this.#outbox.add({ ...queued(this.#handoff.key, clientId), kind: 'reply', threadId, request }));
    };
  }

  // --- new comments ------------------------------------------------------------------------------

  #setCommentMode(active: boolean): void {
    if (active) {
      this.#composer.close();
      this.#commentMode.enable();
    } else {
      this.#commentMode.disable();
    }
    this.#hint.textContent = t('pickHint');
    this.#hint.hidden = !active;
    // Pins let clicks through while picking, so the element under a pin can be commented on too.
    this.#layer.classList.toggle('cf-picking', active);
    this.#toolbar.setCommentMode(active);
  }

  #openComposer(target: Element, clientX: number, clientY: number): void {
    this.#setCommentMode(false);
    this.#composer.open(target, clientX, clientY);
  }
}
