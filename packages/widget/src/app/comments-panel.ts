import type { Comment, CommentStatus } from '@commentflow/shared/schemas/comment';
import type { WidgetApi } from '../lib/widget-api.ts';
import type { SearchBox } from '../search/search-box.ts';
import { DEFAULT_FILTERS, matchesFilters, type CommentFilters } from './comment-filters.ts';
import { describeFailure } from './describe-failure.ts';
import { MyComments } from './my-comments.ts';
import { OtherPages } from './other-pages.ts';
import type { NumberedComment, OpenThread, PageComments } from './page-comments.ts';
import { Panel } from './panel.ts';
import type { SendReply } from './reply-form.ts';

/** What the panel needs from the rest of the widget. */
export interface CommentsPanelDeps {
  api: WidgetApi;
  comments: PageComments;
  search(): SearchBox;
  /** The status buttons for the signed-in member's role (widget-member.js), or null. */
  triage(comment: Comment): HTMLElement | null;
  /** The pin of the open thread stands out (null: none). */
  setActivePin(id: string | null): void;
  /** The page learns (CommentFlow events) whether the panel is open. */
  panelChanged(open: boolean): void;
  onDiscard(clientId: string): void;
  sendReply(threadId: string): SendReply;
  /** What only members who may triage get under a thread (its tickets). */
  memberTools(threadId: string): HTMLElement | null;
  /** What passes the filters changed: pins and the toolbar's count are drawn again (with the panel). */
  onChange(): void;
}

/**
 * The side panel's state: this page's threads through the filters and the search (with the detached
 * ones and other pages'), and the open thread with its replies and status, loaded from the server.
 */
export class CommentsPanel {
  readonly #deps: CommentsPanelDeps;
  readonly #panel: Panel;
  readonly #otherPages: OtherPages;
  /** "Mine" for a visitor without an account: the threads this browser wrote. */
  readonly mine = new MyComments();
  #filters: CommentFilters = DEFAULT_FILTERS;
  #detached: ReadonlySet<string> = new Set();
  #statusError: string | null = null;
  #returnFocus: HTMLElement | null = null;

  constructor(deps: CommentsPanelDeps) {
    this.#deps = deps;
    this.#otherPages = new OtherPages(deps.api, () => this.render());
    this.#panel = new Panel({
      onClose: () => this.close(),
      onBack: () => this.openList(),
      onOpenThread: (id) => this.openThread(id),
      onFilters: (filters) => this.#setFilters(filters),
      onDiscard: deps.onDiscard,
      sendReply: deps.sendReply,
      memberTools: deps.memberTools,
      search: () => deps.search().element,
    });
  }

  get element(): HTMLElement {
    return this.#panel.element;
  }

  get mode(): Panel['mode'] {
    return this.#panel.mode;
  }

  get threadId(): string | null {
    return this.#panel.threadId;
  }

  /** This page's threads that pass the filters; unsent ones always show, they are the visitor's own. */
  visible(): NumberedComment[] {
    return this.#deps.comments
      .numbered()
      .filter((item) => item.pending !== undefined || this.#passes(item.comment))
      .filter(({ comment }) => this.#deps.search().matches(comment));
  }

  /** How many of the visible threads lost their element on the page. */
  detachedCount(visible: readonly NumberedComment[]): number {
    return visible.filter(({ comment }) => this.#detached.has(comment.id)).length;
  }

  /** The pins found (or lost) their elements. */
  setDetached(ids: ReadonlySet<string>): void {
    this.#detached = ids;
    if (this.#panel.mode !== 'closed') this.render();
  }

  /** Another page's thread changed live: stored or changed (comment), or deleted (null). */
  updateElsewhere(commentId: string, comment: Comment | null): void {
    this.#otherPages.update(commentId, comment);
  }

  /** Lists and the open thread load again (reconnected, signed in or out, another route). */
  reload(): void {
    if (this.#deps.comments.thread) this.#loadThread(this.#deps.comments.thread);
    this.#otherPages.reload();
  }

  refreshTimes(): void {
    this.#panel.refreshTimes();
  }

  render(): void {
    const { comments } = this.#deps;
    if (this.#panel.mode === 'list') {
      const visible = this.visible();
      this.#panel.showList({
        filters: this.#filters,
        attached: visible.filter(({ comment }) => !this.#detached.has(comment.id)),
        detached: visible.filter(({ comment }) => this.#detached.has(comment.id)),
        elsewhere: this.#otherPages.shown(comments.page, (comment) => this.#passes(comment)),
      });
    } else if (this.#panel.mode === 'thread' && comments.thread) {
      const thread = comments.thread;
      const root = comments.find(thread.id);
      if (root) {
        this.#panel.showThread({
          root,
          replies: comments.replies(),
          error: thread.error,
          detached: this.#detached.has(root.comment.id),
          triage: root.pending === undefined ? this.#deps.triage(root.comment) : null,
          statusError: this.#statusError,
        });
      } else this.close();
    }
  }

  openList(): void {
    this.#deps.comments.thread = null;
    this.#deps.setActivePin(null);
    this.#panel.mode = 'list';
    this.render();
    this.#panel.focusTitle();
    this.#deps.panelChanged(true);
  }

  openThread(id: string): void {
    const root = this.#panel.element.getRootNode();
    const active = root instanceof ShadowRoot ? root.activeElement : null;
    if (active instanceof HTMLElement && active.classList.contains('cf-pin')) this.#returnFocus = active;
    const { comments } = this.#deps;
    const thread = comments.openThread(id);
    this.#statusError = null;
    this.#deps.setActivePin(id);
    this.#panel.mode = 'thread';
    this.render();
    this.#panel.focusTitle();
    this.#deps.panelChanged(true);
    // A thread still in the outbox has nothing on the server yet.
    if (comments.has(id)) this.#loadThread(thread);
    else {
      thread.loaded = true;
      this.render();
    }
  }

  close(): void {
    this.#deps.comments.thread = null;
    this.#deps.setActivePin(null);
    this.#panel.close();
    this.#deps.panelChanged(false);
    this.#returnFocus?.focus({ preventScroll: true });
    this.#returnFocus = null;
  }

  setStatus(commentId: string, status: CommentStatus): void {
    this.#statusError = null;
    this.#deps.api.updateStatus(commentId, status).then(
      (comment) => {
        this.#deps.comments.add(comment);
        this.#deps.onChange();
      },
      (error: unknown) => {
        this.#statusError = describeFailure(error).message;
        this.render();
      },
    );
  }

  #passes(comment: Comment): boolean {
    return matchesFilters(comment, this.#filters, (c) => this.mine.has(c));
  }

  #setFilters(filters: CommentFilters): void {
    this.#filters = filters;
    this.#otherPages.want(filters.scope === 'all');
    this.#deps.onChange();
  }

  #loadThread(thread: OpenThread): void {
    const { comments } = this.#deps;
    this.#deps.api.getThread(thread.id).then(
      ({ comment, replies }) => {
        if (comments.thread !== thread) return;
        if (comments.has(comment.id)) comments.add(comment);
        for (const reply of replies) comments.add(reply);
        thread.loaded = true;
        thread.error = null;
        this.#deps.onChange();
      },
      (error: unknown) => {
        if (comments.thread !== thread) return;
        thread.error = describeFailure(error).message;
        this.render();
      },
    );
  }
}
