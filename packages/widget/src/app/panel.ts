import type { Comment } from '@commentflow/shared/schemas/comment';
import { icon } from '../lib/icons.ts';
import { commentCard, STATUS_LABELS } from './comment-card.ts';
import { firstWords, h } from './dom.ts';
import type { NumberedComment } from './page-comments.ts';
import { createReplyForm, type SendReply } from './reply-form.ts';

export interface PanelHandlers {
  onClose(): void;
  onBack(): void;
  onOpenThread(commentId: string): void;
  onShowResolved(show: boolean): void;
  sendReply(threadId: string): SendReply;
  /** The search field above the list (its module filters the list). */
  search(): HTMLElement;
}

export interface ThreadState {
  root: NumberedComment;
  /** null while the replies load. */
  replies: Comment[] | null;
  error: string | null;
}

/** The side panel: this page's comments (with the detached ones), or one thread with its replies. */
export class Panel {
  readonly element: HTMLElement;
  mode: 'closed' | 'list' | 'thread' = 'closed';
  threadId: string | null = null;
  private readonly title: HTMLHeadingElement;
  private readonly back: HTMLButtonElement;
  private readonly content: HTMLElement;
  private readonly listView: HTMLElement;
  private readonly lists: HTMLElement;
  private thread: { root: HTMLElement; replies: HTMLElement; view: HTMLElement } | null = null;

  constructor(private readonly handlers: PanelHandlers) {
    this.title = h('h2', { id: 'cf-panel-title', tabindex: -1 });
    this.back = h('button', { type: 'button', class: 'cf-icon', 'aria-label': 'Back to all comments' }, icon('back'));
    const close = h('button', { type: 'button', class: 'cf-icon', 'aria-label': 'Close panel' }, icon('close'));
    this.back.addEventListener('click', () => handlers.onBack());
    close.addEventListener('click', () => handlers.onClose());

    const showResolved = h('input', { type: 'checkbox' });
    showResolved.addEventListener('change', () => handlers.onShowResolved(showResolved.checked));
    this.lists = h('div', {});
    this.listView = h('div', {}, handlers.search(), h('label', { class: 'cf-toggle' }, showResolved, 'Show resolved'), this.lists);

    this.content = h('div', { class: 'cf-panel-content' });
    this.element = h(
      'section',
      { class: 'cf-panel', role: 'dialog', 'aria-labelledby': 'cf-panel-title', hidden: true },
      h('header', { class: 'cf-panel-header' }, this.back, this.title, close),
      this.content,
    );
  }

  showList(attached: readonly NumberedComment[], detached: readonly NumberedComment[]): void {
    this.open('list', null, 'Comments on this page');
    this.content.replaceChildren(this.listView);
    const sections: Node[] = [];
    if (attached.length === 0 && detached.length === 0) {
      sections.push(h('p', { class: 'cf-empty' }, 'No comments on this page yet. Press C or use the comment button to add one.'));
    }
    if (attached.length > 0) sections.push(this.listSection(null, attached));
    if (detached.length > 0) {
      sections.push(
        this.listSection('Detached comments', detached, 'Their element is no longer on this page.'),
      );
    }
    this.lists.replaceChildren(...sections);
  }

  showThread(state: ThreadState): void {
    const id = state.root.comment.id;
    if (this.mode !== 'thread' || this.threadId !== id || !this.thread) {
      const root = h('div', {});
      const replies = h('div', { class: 'cf-replies', 'aria-live': 'polite' });
      const view = h('div', {}, root, replies, createReplyForm(this.handlers.sendReply(id)));
      this.thread = { root, replies, view };
      this.content.replaceChildren(view);
    }
    this.open('thread', id, `Comment ${state.root.number}`);
    this.thread.root.replaceChildren(commentCard(state.root.comment, true));
    const replyNodes: Node[] = [];
    if (state.error) replyNodes.push(h('p', { class: 'cf-error', role: 'alert' }, state.error));
    else if (state.replies === null) replyNodes.push(h('p', { class: 'cf-muted' }, 'Loading replies…'));
    else for (const reply of state.replies) replyNodes.push(commentCard(reply, false));
    this.thread.replies.replaceChildren(...replyNodes);
  }

  close(): void {
    this.mode = 'closed';
    this.threadId = null;
    this.thread = null;
    this.element.hidden = true;
  }

  focusTitle(): void {
    this.title.focus({ preventScroll: true });
  }

  private open(mode: 'list' | 'thread', threadId: string | null, title: string): void {
    this.mode = mode;
    this.threadId = threadId;
    if (mode === 'list') this.thread = null;
    this.title.textContent = title;
    this.back.hidden = mode === 'list';
    this.element.hidden = false;
  }

  private listSection(heading: string | null, items: readonly NumberedComment[], note?: string): HTMLElement {
    const rows = items.map(({ comment, number }) => {
      const row = h(
        'button',
        { type: 'button', class: 'cf-row' },
        h('span', { class: 'cf-row-number', 'aria-hidden': 'true' }, `#${number}`),
        h('span', { class: 'cf-row-text' }, firstWords(comment.body, 12)),
        h('span', { class: `cf-status cf-status-${comment.status}` }, STATUS_LABELS[comment.status]),
      );
      row.addEventListener('click', () => this.handlers.onOpenThread(comment.id));
      return h('li', {}, row);
    });
    return h(
      'section',
      { class: 'cf-section' },
      heading && h('h3', {}, heading),
      note && h('p', { class: 'cf-muted' }, note),
      h('ul', { class: 'cf-list' }, ...rows),
    );
  }
}
