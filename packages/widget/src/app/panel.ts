import type { Comment, CommentStatus } from '@commentflow/shared/schemas/comment';
import { relativeTime } from '@commentflow/shared/rules/relative-time';
import { icon } from '../lib/icons.ts';
import { commentCard, STATUS_LABELS } from './comment-card.ts';
import type { CommentFilters } from './comment-filters.ts';
import { firstWords, h } from './dom.ts';
import type { ListedComment, NumberedComment } from './page-comments.ts';
import { createReplyForm, type SendReply } from './reply-form.ts';
import { threadLink } from '@commentflow/shared/rules/thread-link';

export interface PanelHandlers {
  onClose(): void;
  onBack(): void;
  onOpenThread(commentId: string): void;
  onFilters(filters: CommentFilters): void;
  onStatus(commentId: string, status: CommentStatus): void;
  onDiscard(clientId: string): void;
  sendReply(threadId: string): SendReply;
  /** The search field above the list (its module filters the list). */
  search(): HTMLElement;
}

export interface ListState {
  filters: CommentFilters;
  attached: readonly NumberedComment[];
  detached: readonly NumberedComment[];
  /** Threads of the project's other pages, when the filter asks for all pages; null while they load. */
  elsewhere: { comments: readonly Comment[] | null; error: string | null } | null;
}

export interface ThreadState {
  root: NumberedComment;
  /** null while the replies load. */
  replies: ListedComment[] | null;
  error: string | null;
  detached: boolean;
  /** Members may resolve and reopen; guests only read the status. */
  canTriage: boolean;
  statusError: string | null;
}

/** The side panel: this page's comments (with the detached ones and filters), or one thread. */
export class Panel {
  readonly element: HTMLElement;
  mode: 'closed' | 'list' | 'thread' = 'closed';
  threadId: string | null = null;
  private readonly title: HTMLHeadingElement;
  private readonly back: HTMLButtonElement;
  private readonly content: HTMLElement;
  private readonly listView: HTMLElement;
  private readonly lists: HTMLElement;
  private readonly filterBar: FilterBar;
  private thread: { root: HTMLElement; replies: HTMLElement; view: HTMLElement } | null = null;

  constructor(private readonly handlers: PanelHandlers) {
    this.title = h('h2', { id: 'cf-panel-title', tabindex: -1 });
    this.back = h('button', { type: 'button', class: 'cf-icon', 'aria-label': 'Back to all comments' }, icon('back'));
    const close = h('button', { type: 'button', class: 'cf-icon', 'aria-label': 'Close panel' }, icon('close'));
    this.back.addEventListener('click', () => handlers.onBack());
    close.addEventListener('click', () => handlers.onClose());

    this.filterBar = createFilterBar(handlers.onFilters);
    this.lists = h('div', { 'aria-live': 'polite' });
    this.listView = h('div', {}, handlers.search(), this.filterBar.element, this.lists);

    this.content = h('div', { class: 'cf-panel-content' });
    this.element = h(
      'section',
      { class: 'cf-panel', role: 'dialog', 'aria-labelledby': 'cf-panel-title', hidden: true },
      h('header', { class: 'cf-panel-header' }, this.back, this.title, close),
      this.content,
    );
  }

  showList(state: ListState): void {
    const { filters, attached, detached, elsewhere } = state;
    this.open('list', null, 'Comments');
    this.content.replaceChildren(this.listView);
    this.filterBar.show(filters);
    const sections: Node[] = [];
    const none = attached.length === 0 && detached.length === 0;
    if (none) sections.push(h('p', { class: 'cf-empty' }, emptyText(filters)));
    if (attached.length > 0) sections.push(this.listSection(filters.scope === 'all' ? 'This page' : null, attached));
    if (detached.length > 0) {
      sections.push(this.listSection('Detached comments', detached, 'Their element is no longer on this page.'));
    }
    if (elsewhere) sections.push(...this.elsewhereSections(elsewhere));
    this.lists.replaceChildren(...sections);
  }

  showThread(state: ThreadState): void {
    const id = state.root.comment.id;
    if (this.mode !== 'thread' || this.threadId !== id || !this.thread) {
      const root = h('div', {});
      const replies = h('div', { class: 'cf-replies', 'aria-live': 'polite' });
      // An unsent pin has no thread on the server to reply to yet.
      const form = state.root.pending === undefined && createReplyForm(this.handlers.sendReply(id));
      const view = h('div', {}, root, replies, form);
      this.thread = { root, replies, view };
      this.content.replaceChildren(view);
    }
    this.open('thread', id, `Comment ${state.root.number}`);
    const discard = (item: ListedComment) => () => this.handlers.onDiscard(item.comment.id);
    const rootNodes = [
      commentCard(state.root, true, discard(state.root)),
      state.detached && h('p', { class: 'cf-muted' }, 'Detached: its element is no longer on this page.'),
      state.canTriage && state.root.pending === undefined && this.statusActions(state.root.comment),
      state.statusError && h('p', { class: 'cf-error', role: 'alert' }, state.statusError),
    ];
    this.thread.root.replaceChildren(...rootNodes.filter((node): node is HTMLElement => node instanceof HTMLElement));
    const replyNodes: Node[] = [];
    if (state.error) replyNodes.push(h('p', { class: 'cf-error', role: 'alert' }, state.error));
    else if (state.replies === null) replyNodes.push(h('p', { class: 'cf-muted' }, 'Loading replies…'));
    else for (const reply of state.replies) replyNodes.push(commentCard(reply, false, discard(reply)));
    this.thread.replies.replaceChildren(...replyNodes);
  }

  close(): void {
    this.mode = 'closed';
    this.threadId = null;
    this.thread = null;
    this.element.hidden = true;
  }

  /** "2 min ago" grows older while the panel stays open: the times are rewritten, nothing else. */
  refreshTimes(): void {
    for (const time of this.content.querySelectorAll('time[datetime]')) {
      time.textContent = relativeTime(time.getAttribute('datetime') ?? '');
    }
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

  private statusActions(comment: Comment): HTMLElement {
    const action = (label: string, status: CommentStatus, primary: boolean) => {
      const button = h('button', { type: 'button', class: primary ? 'cf-primary' : 'cf-secondary' }, label);
      button.addEventListener('click', () => this.handlers.onStatus(comment.id, status));
      return button;
    };
    return h(
      'div',
      { class: 'cf-actions cf-status-actions' },
      comment.status === 'open' && action('Mark in progress', 'in_progress', false),
      comment.status === 'resolved' ? action('Reopen', 'open', false) : action('Resolve', 'resolved', true),
    );
  }

  private listSection(heading: string | null, items: readonly NumberedComment[], note?: string): HTMLElement {
    const rows = items.map(({ comment, number, pending }) => {
      const row = h(
        'button',
        { type: 'button', class: 'cf-row' },
        h('span', { class: 'cf-row-number', 'aria-hidden': 'true' }, `#${number}`),
        h('span', { class: 'cf-row-text' }, firstWords(comment.body, 12)),
        pending
          ? h('span', { class: `cf-pending cf-pending-${pending}` }, pending === 'sending' ? 'Sending…' : 'Not sent')
          : h('span', { class: `cf-status cf-status-${comment.status}` }, STATUS_LABELS[comment.status]),
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

  private elsewhereSections(elsewhere: NonNullable<ListState['elsewhere']>): Node[] {
    if (elsewhere.error) return [h('p', { class: 'cf-error', role: 'alert' }, elsewhere.error)];
    if (elsewhere.comments === null) return [h('p', { class: 'cf-muted' }, 'Loading other pages…')];
    const byPage = new Map<string, Comment[]>();
    for (const comment of elsewhere.comments) byPage.set(comment.pageUrl, [...(byPage.get(comment.pageUrl) ?? []), comment]);
    return [...byPage].map(([pageUrl, comments]) =>
      h(
        'section',
        { class: 'cf-section' },
        h('h3', { title: pageUrl }, comments[0]?.pageTitle || pathOf(pageUrl)),
        h(
          'ul',
          { class: 'cf-list' },
          ...comments.map((comment) =>
            h(
              'li',
              {},
              h(
                'a',
                { class: 'cf-row', href: threadLink(comment.pageUrl, comment.id) },
                h('span', { class: 'cf-row-text' }, firstWords(comment.body, 12)),
                h('span', { class: `cf-status cf-status-${comment.status}` }, STATUS_LABELS[comment.status]),
              ),
            ),
          ),
        ),
      ),
    );
  }
}

function emptyText(filters: CommentFilters): string {
  if (filters.mine) return 'None of your comments match these filters here.';
  if (filters.status === 'resolved') return 'No resolved comments on this page.';
  return 'No open comments on this page. Press C or use the comment button to add one.';
}

function pathOf(pageUrl: string): string {
  try {
    return new URL(pageUrl).pathname;
  } catch {
    return pageUrl;
  }
}

interface FilterBar {
  element: HTMLElement;
  show(filters: CommentFilters): void;
}

/** Open / resolved, only mine, this page / all pages: pressed-state buttons and a checkbox. */
function createFilterBar(onChange: (filters: CommentFilters) => void): FilterBar {
  let current: CommentFilters | null = null;
  const change = (patch: Partial<CommentFilters>) => current && onChange({ ...current, ...patch });
  const choice = (label: string, patch: Partial<CommentFilters>) => {
    const button = h('button', { type: 'button', class: 'cf-choice', 'aria-pressed': 'false' }, label);
    button.addEventListener('click', () => change(patch));
    return { button, patch };
  };
  const choices = [
    choice('Open', { status: 'open' }),
    choice('Resolved', { status: 'resolved' }),
    choice('This page', { scope: 'page' }),
    choice('All pages', { scope: 'all' }),
  ];
  const mine = h('input', { type: 'checkbox' });
  mine.addEventListener('change', () => change({ mine: mine.checked }));
  const group = (label: string, ...buttons: HTMLElement[]) => h('div', { class: 'cf-choices', role: 'group', 'aria-label': label }, ...buttons);
  return {
    element: h(
      'div',
      { class: 'cf-filters' },
      group('Status', choices[0]!.button, choices[1]!.button),
      group('Pages', choices[2]!.button, choices[3]!.button),
      h('label', { class: 'cf-toggle' }, mine, 'Only mine'),
    ),
    show(filters) {
      current = filters;
      for (const { button, patch } of choices) {
        const pressed = Object.entries(patch).every(([key, value]) => filters[key as keyof CommentFilters] === value);
        button.setAttribute('aria-pressed', String(pressed));
      }
      mine.checked = filters.mine;
    },
  };
}
