import type { Anchor, CreateCommentRequest, Viewport } from '@commentflow/shared/schemas/comment';
import { describeTarget } from '../anchoring/describe-target.ts';
import { clientMeta, currentViewport } from '../capture/client-meta.ts';
import type { BootHandoff, BootIntent, WidgetWindow } from '../lib/handoff.ts';
import { isTypingTarget } from '../lib/is-typing-target.ts';
import { pageUrl } from '../lib/page-url.ts';
import { randomId } from '../lib/random-id.ts';
import { createShadowHost, isOwnEvent } from '../lib/shadow-host.ts';
import { WidgetApi } from '../lib/widget-api.ts';
import { CommentMode } from './comment-mode.ts';
import { Composer, type ComposerDraft } from './composer.ts';
import { describeFailure } from './describe-failure.ts';
import { h } from './dom.ts';
import { saveGuest } from './guest-identity.ts';
import { connectLive } from './live-updates.ts';
import { PageComments, type NumberedComment, type OpenThread } from './page-comments.ts';
import { Panel } from './panel.ts';
import { PinsLayer } from './pins-layer.ts';
import type { SendReply } from './reply-form.ts';
import { WIDGET_CSS } from './styles.ts';
import { createToolbar, type Toolbar } from './toolbar.ts';

interface Draft {
  view: Composer;
  marker: HTMLElement;
  clientId: string;
  anchor: Anchor;
  viewport: Viewport;
  sending: boolean;
}

/** The widget app: state (this page's threads), the pieces of UI, and the wiring between them. */
export class WidgetController {
  private readonly api: WidgetApi;
  private readonly comments = new PageComments(pageUrl());
  private readonly host: HTMLElement;
  private readonly layer: HTMLElement;
  private readonly hint: HTMLElement;
  private readonly pins: PinsLayer;
  private readonly toolbar: Toolbar;
  private readonly panel: Panel;
  private readonly commentMode: CommentMode;
  private readonly listeners = new AbortController();
  private readonly observers: { disconnect(): void }[] = [];
  private readonly stopLive: () => void;
  private showResolved = false;
  private detached: ReadonlySet<string> = new Set();
  private draft: Draft | null = null;
  private returnFocus: HTMLElement | null = null;

  constructor(
    private readonly handoff: BootHandoff,
    intent: BootIntent,
  ) {
    this.api = new WidgetApi(handoff.origin, handoff.key);
    this.comments.replaceAll(handoff.comments);

    const { host, root } = createShadowHost('commentflow-widget', WIDGET_CSS);
    this.host = host;
    this.layer = h('div', { class: 'cf-pins' });
    const outline = h('div', { class: 'cf-outline', hidden: true });
    this.hint = h('div', { class: 'cf-hint', role: 'status', hidden: true }, 'Click an element to comment on it · Esc to cancel');
    this.pins = new PinsLayer(this.layer, (id) => this.openThread(id), (ids) => this.onDetachedChange(ids));
    this.toolbar = createToolbar(
      () => this.setCommentMode(!this.commentMode.active),
      () => (this.panel.mode === 'list' ? this.closePanel() : this.openList()),
    );
    this.panel = new Panel({
      onClose: () => this.closePanel(),
      onBack: () => this.openList(),
      onOpenThread: (id) => this.openThread(id),
      onShowResolved: (show) => {
        this.showResolved = show;
        this.render();
      },
      sendReply: (threadId) => this.replySender(threadId),
    });
    this.commentMode = new CommentMode(outline, (event) => isOwnEvent(event, [host]), (target, x, y) => this.openComposer(target, x, y));
    root.append(h('div', { class: 'cf-ui' }, this.layer, outline, this.hint, this.toolbar.element, this.panel.element));

    this.watchPage();
    this.stopLive = connectLive(handoff.origin, handoff.key, {
      onUpsert: ({ comment }) => {
        if (this.comments.add(comment)) this.render();
      },
      onDelete: ({ commentId, parentId }) => {
        if (this.comments.remove(commentId, parentId)) this.render();
      },
      onReconnect: () => this.refetch(),
    });
    (window as WidgetWindow).CommentFlow = {
      open: () => this.openList(),
      close: () => {
        this.closeComposer();
        this.setCommentMode(false);
        this.closePanel();
      },
      toggleCommentMode: () => this.setCommentMode(!this.commentMode.active),
      destroy: () => this.destroy(),
    };

    this.render();
    if (intent.pick?.target.isConnected) this.openComposer(intent.pick.target, intent.pick.clientX, intent.pick.clientY);
    else if (intent.commentMode) this.setCommentMode(true);
    if (intent.panel) this.openList();
    // The dashboard's "Open on page" link names a thread in the fragment: #cf-comment=<id>.
    const linked = /^#cf-comment=([0-9a-f-]{36})$/i.exec(location.hash)?.[1];
    if (linked && this.comments.has(linked)) this.openThread(linked);
  }

  destroy(): void {
    this.listeners.abort();
    this.commentMode.disable();
    this.pins.destroy();
    for (const observer of this.observers) observer.disconnect();
    this.stopLive();
    this.host.remove();
    delete (window as WidgetWindow).CommentFlow;
    this.handoff.release();
  }

  private watchPage(): void {
    const options = { capture: true, passive: true, signal: this.listeners.signal };
    const relayout = () => this.pins.schedule();
    // Capture catches scrolling inside any scroll container, not only the window's.
    window.addEventListener('scroll', relayout, options);
    window.addEventListener('resize', relayout, options);
    window.addEventListener('load', relayout, options);
    window.addEventListener('keydown', (event) => this.onKey(event), { capture: true, signal: this.listeners.signal });
    const mutations = new MutationObserver(() => this.pins.refind());
    mutations.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'style', 'hidden', 'id'] });
    const sizes = new ResizeObserver(relayout);
    sizes.observe(document.documentElement);
    this.observers.push(mutations, sizes);
  }

  private onKey(event: KeyboardEvent): void {
    if (event.key === 'Escape') {
      if (this.draft) this.closeComposer();
      else if (this.commentMode.active) this.setCommentMode(false);
      else if (this.panel.mode !== 'closed') this.closePanel();
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || isTypingTarget(event)) return;
    if (event.key === 'c') this.setCommentMode(!this.commentMode.active);
    else if (event.key === 'C') {
      if (this.panel.mode === 'closed') this.openList();
      else this.closePanel();
    }
  }

  // --- state -------------------------------------------------------------------------------------

  private visible(): NumberedComment[] {
    return this.comments.visible(this.showResolved);
  }

  private render(): void {
    const visible = this.visible();
    this.pins.setPins(visible);
    this.toolbar.setCount(visible.length, visible.filter(({ comment }) => this.detached.has(comment.id)).length);
    this.renderPanel();
  }

  private renderPanel(): void {
    if (this.panel.mode === 'list') {
      const visible = this.visible();
      this.panel.showList(
        visible.filter(({ comment }) => !this.detached.has(comment.id)),
        visible.filter(({ comment }) => this.detached.has(comment.id)),
      );
    } else if (this.panel.mode === 'thread' && this.comments.thread) {
      const root = this.comments.find(this.comments.thread.id);
      if (root) this.panel.showThread({ root, replies: this.comments.replies(), error: this.comments.thread.error });
      else this.closePanel();
    }
  }

  private onDetachedChange(ids: ReadonlySet<string>): void {
    this.detached = ids;
    const visible = this.visible();
    this.toolbar.setCount(visible.length, visible.filter(({ comment }) => ids.has(comment.id)).length);
    if (this.panel.mode === 'list') this.renderPanel();
  }

  private refetch(): void {
    this.api.listComments(this.comments.page).then(
      (list) => {
        this.comments.replaceAll(list);
        this.render();
      },
      () => undefined,
    );
    if (this.comments.thread) this.loadThread(this.comments.thread);
  }

  // --- panel -------------------------------------------------------------------------------------

  private openList(): void {
    this.comments.thread = null;
    this.pins.setActive(null);
    this.panel.mode = 'list';
    this.renderPanel();
    this.panel.focusTitle();
  }

  private openThread(id: string): void {
    const active = this.host.shadowRoot?.activeElement;
    if (active instanceof HTMLElement && active.classList.contains('cf-pin')) this.returnFocus = active;
    const thread = this.comments.openThread(id);
    this.pins.setActive(id);
    this.panel.mode = 'thread';
    this.renderPanel();
    this.panel.focusTitle();
    this.loadThread(thread);
  }

  private loadThread(thread: OpenThread): void {
    this.api.getThread(thread.id).then(
      ({ comment, replies }) => {
        if (this.comments.thread !== thread) return;
        if (this.comments.has(comment.id)) this.comments.add(comment);
        for (const reply of replies) this.comments.add(reply);
        thread.loaded = true;
        thread.error = null;
        this.render();
      },
      (error: unknown) => {
        if (this.comments.thread !== thread) return;
        thread.error = describeFailure(error).message;
        this.renderPanel();
      },
    );
  }

  private closePanel(): void {
    this.comments.thread = null;
    this.pins.setActive(null);
    this.panel.close();
    this.returnFocus?.focus({ preventScroll: true });
    this.returnFocus = null;
  }

  private replySender(threadId: string): SendReply {
    return async ({ clientId, body, guest }) => {
      try {
        const reply = await this.api.createReply(threadId, { clientId, body, guest });
        saveGuest(guest);
        if (this.comments.add(reply)) this.render();
      } catch (error) {
        throw new Error(describeFailure(error).message);
      }
    };
  }

  // --- new comments ------------------------------------------------------------------------------

  private setCommentMode(active: boolean): void {
    if (active) {
      this.closeComposer();
      this.commentMode.enable();
    } else {
      this.commentMode.disable();
    }
    this.hint.hidden = !active;
    // Pins let clicks through while picking, so the element under a pin can be commented on too.
    this.layer.classList.toggle('cf-picking', active);
    this.toolbar.setCommentMode(active);
  }

  private openComposer(target: Element, clientX: number, clientY: number): void {
    this.closeComposer();
    this.setCommentMode(false);
    const layerBox = this.layer.getBoundingClientRect();
    const marker = h('div', { class: 'cf-pin cf-draft', 'aria-hidden': 'true' });
    marker.style.transform = `translate(${Math.round(clientX - layerBox.left)}px, ${Math.round(clientY - layerBox.top)}px)`;
    const view = new Composer({ onSubmit: (draft) => void this.sendComment(draft), onCancel: () => this.closeComposer() });
    this.layer.append(marker, view.element);
    view.placeAt(clientX, clientY, layerBox);
    view.focus();
    this.draft = {
      view,
      marker,
      clientId: randomId(),
      anchor: describeTarget(target, clientX, clientY),
      viewport: currentViewport(),
      sending: false,
    };
  }

  private closeComposer(): void {
    this.draft?.view.element.remove();
    this.draft?.marker.remove();
    this.draft = null;
  }

  private async sendComment({ body, guest }: ComposerDraft): Promise<void> {
    const draft = this.draft;
    if (!draft || draft.sending) return;
    draft.sending = true;
    draft.view.setBusy(true);
    const request: CreateCommentRequest = {
      clientId: draft.clientId,
      body,
      pageUrl: this.comments.page,
      pageTitle: document.title.slice(0, 300),
      anchor: draft.anchor,
      viewport: draft.viewport,
      meta: clientMeta(),
      guest,
    };
    try {
      const comment = await this.api.createComment(request);
      saveGuest(guest);
      this.comments.add(comment);
      if (this.draft === draft) this.closeComposer();
      this.render();
    } catch (error) {
      if (this.draft !== draft) return;
      draft.sending = false;
      draft.view.setBusy(false);
      const failure = describeFailure(error);
      draft.view.showError(failure.message, failure.retryable);
    }
  }
}
