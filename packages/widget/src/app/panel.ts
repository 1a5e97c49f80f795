import type { Comment } from '@commentflow/shared/schemas/comment';
import { relativeTime } from '../i18n/relative-time.ts';
import type { Language } from '../i18n/language.ts';
import type { StringKey } from '../i18n/strings.ts';
import { currentLanguage, t } from '../i18n/translate.ts';
import { icon } from '../lib/icons.ts';
import { commentCard, pendingLabel, statusLabel } from './comment-card.ts';
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
  onDiscard(clientId: string): void;
  sendReply(threadId: string): SendReply;
  /** What only members who may triage get under a thread (its tickets), or null. */
  memberTools(threadId: string): HTMLElement | null;
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
  /** The status buttons of a member whose role may triage (widget-member.js); guests only read the status. */
  triage: HTMLElement | null;
  statusError: string | null;
}

/** The side panel: this page's comments (with the detached ones and filters), or one thread. */
export class Panel {
  readonly element: HTMLElement;
  mode: 'closed' | 'list' | 'thread' = 'closed';
  threadId: string | null = null;
  readonly #title: HTMLHeadingElement;
  readonly #back: HTMLButtonElement;
  readonly #content: HTMLElement;
  readonly #listView: HTMLElement;
  readonly #lists: HTMLElement;
  readonly #filterBar: FilterBar;
  #thread: { root: HTMLElement; replies: HTMLElement; view: HTMLElement; language: Language; canTriage: boolean } | null = null;
  readonly #closeButton: HTMLButtonElement;

  readonly #handlers: PanelHandlers;

  constructor(handlers: PanelHandlers) {
    this.#handlers = handlers;
    this.#title = h('h2', { id: 'cf-panel-title', tabindex: -1 });
    this.#back = h('button', { type: 'button', class: 'cf-icon' }, icon('back'));
    this.#closeButton = h('button', { type: 'button', class: 'cf-icon' }, icon('close'));
    this.#back.addEventListener('click', () => handlers.onBack());
    this.#closeButton.addEventListener('click', () => handlers.onClose());

    this.#filterBar = createFilterBar(handlers.onFilters);
    this.#lists = h('div', { 'aria-live': 'polite' });
    this.#listView = h('div', {}, handlers.search(), this.#filterBar.element, this.#lists);

    this.#content = h('div', { class: 'cf-panel-content' });
    this.element = h(
      'section',
      { class: 'cf-panel', role: 'dialog', 'aria-labelledby': 'cf-panel-title', hidden: true },
      h('header', { class: 'cf-panel-header' }, this.#back, this.#title, this.#closeButton),
      this.#content,
    );
  }

  showList(state: ListState): void {
    const { filters, attached, detached, elsewhere } = state;
    this.#open('list', null, t('comments'));
    // Put back only when a thread replaced it: taken out and put back, the search field would lose
    // the focus it has (each comment arriving while someone searches re-renders the list).
    if (this.#listView.parentNode !== this.#content) this.#content.replaceChildren(this.#listView);
    this.#filterBar.show(filters);
    const sections: Node[] = [];
    const none = attached.length === 0 && detached.length === 0;
    if (none) sections.push(h('p', { class: 'cf-empty' }, emptyText(filters)));
    if (attached.length > 0) sections.push(this.#listSection(filters.scope === 'all' ? t('thisPage') : null, attached));
    if (detached.length > 0) {
      sections.push(this.#listSection(t('detachedComments'), detached, t('detachedNote')));
    }
    if (elsewhere) sections.push(...this.#elsewhereSections(elsewhere));
    this.#lists.replaceChildren(...sections);
  }

  showThread(state: ThreadState): void {
    const id = state.root.comment.id;
    const canTriage = state.triage !== null;
    // A new language rebuilds the reply form too, so its labels follow; signing in or out, the member's tools.
    if (
      this.mode !== 'thread' ||
      this.threadId !== id ||
      !this.#thread ||
      this.#thread.language !== currentLanguage() ||
      this.#thread.canTriage !== canTriage
    ) {
      const root = h('div', {});
      const replies = h('div', { class: 'cf-replies', 'aria-live': 'polite' });
      // An unsent pin has no thread on the server to reply to yet.
      const form = state.root.pending === undefined && createReplyForm(this.#handlers.sendReply(id));
      const tools = canTriage && state.root.pending === undefined && this.#handlers.memberTools(id);
      const view = h('div', {}, root, tools, replies, form);
      this.#thread = { root, replies, view, language: currentLanguage(), canTriage };
      this.#content.replaceChildren(view);
    }
    this.#open('thread', id, t('commentNumber', { number: state.root.number }));
    const discard = (item: ListedComment) => () => this.#handlers.onDiscard(item.comment.id);
    const rootNodes = [
      commentCard(state.root, true, discard(state.root)),
      state.detached && h('p', { class: 'cf-muted' }, t('detachedThread')),
      state.triage,
      state.statusError && h('p', { class: 'cf-error', role: 'alert' }, state.statusError),
    ];
    this.#thread.root.replaceChildren(...rootNodes.filter((node): node is HTMLElement => node instanceof HTMLElement));
    const replyNodes: Node[] = [];
    if (state.error) replyNodes.push(h('p', { class: 'cf-error', role: 'alert' }, state.error));
    else if (state.replies === null) replyNodes.push(h('p', { class: 'cf-muted' }, t('loadingReplies')));
    else for (const reply of state.replies) replyNodes.push(commentCard(reply, false, discard(reply)));
    this.#thread.replies.replaceChildren(...replyNodes);
  }

  close(): void {
    // A field left focused inside the hidden panel would take the next key press as typing (so no
    // shortcut) until the browser gets round to moving focus away.
    const root = this.element.getRootNode();
    const focused = root instanceof ShadowRoot ? root.activeElement : null;
    if (focused instanceof HTMLElement && this.element.contains(focused)) focused.blur();
    this.mode = 'closed';
    this.threadId = null;
    this.#thread = null;
    this.element.hidden = true;
  }

  /** "2 min ago" grows older while the panel stays open: the times are rewritten, nothing else. */
  refreshTimes(): void {
    for (const time of this.#content.querySelectorAll('time[datetime]')) {
      time.textContent = relativeTime(time.getAttribute('datetime') ?? '');
    }
  }

  focusTitle(): void {
    this.#title.focus({ preventScroll: true });
  }

  #open(mode: 'list' | 'thread', threadId: string | null, title: string): void {
    this.mode = mode;
    this.threadId = threadId;
    if (mode === 'list') this.#thread = null;
    this.#title.textContent = title;
    this.#back.setAttribute('aria-label', t('backToList'));
    this.#closeButton.setAttribute('aria-label', t('closePanel'));
    this.#back.hidden = mode === 'list';
    this.element.hidden = false;
  }

  #listSection(heading: string | null, items: readonly NumberedComment[], note?: string): HTMLElement {
    const rows = items.map(({ comment, number, pending }) => {
      const row = h(
        'button',
        { type: 'button', class: 'cf-row' },
        h('span', { class: 'cf-row-number', 'aria-hidden': 'true' }, `#${number}`),
        h('span', { class: 'cf-row-text' }, firstWords(comment.body, 12)),
        pending ? pendingLabel(pending) : statusLabel(comment.status),
      );
      row.addEventListener('click', () => this.#handlers.onOpenThread(comment.id));
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

  #elsewhereSections(elsewhere: NonNullable<ListState['elsewhere']>): Node[] {
    if (elsewhere.error) return [h('p', { class: 'cf-error', role: 'alert' }, elsewhere.error)];
    if (elsewhere.comments === null) return [h('p', { class: 'cf-muted' }, t('loadingOtherPages'))];
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
                statusLabel(comment.status),
              ),
            ),
          ),
        ),
      ),
    );
  }
}

function emptyText(filters: CommentFilters): string {
  if (filters.mine) return t('emptyMine');
  return t(filters.status === 'resolved' ? 'emptyResolved' : 'emptyOpen');
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
  const choice = (label: StringKey, patch: Partial<CommentFilters>) => {
    const button = h('button', { type: 'button', class: 'cf-choice', 'aria-pressed': 'false' });
    button.addEventListener('click', () => change(patch));
    return { button, patch, label };
  };
  const choices = [
    choice('status.open', { status: 'open' }),
    choice('status.resolved', { status: 'resolved' }),
    choice('thisPage', { scope: 'page' }),
    choice('allPages', { scope: 'all' }),
  ];
  const mine = h('input', { type: 'checkbox' });
  const mineLabel = h('span');
  mine.addEventListener('change', () => change({ mine: mine.checked }));
  const group = (...buttons: HTMLElement[]) => h('div', { class: 'cf-choices', role: 'group' }, ...buttons);
  const groups = [group(choices[0]!.button, choices[1]!.button), group(choices[2]!.button, choices[3]!.button)] as const;
  return {
    element: h('div', { class: 'cf-filters' }, ...groups, h('label', { class: 'cf-toggle' }, mine, mineLabel)),
    // Shown on every render of the list: the labels follow the widget's language.
    show(filters) {
      current = filters;
      for (const { button, patch, label } of choices) {
        const pressed = Object.entries(patch).every(([key, value]) => filters[key as keyof CommentFilters] === value);
        button.setAttribute('aria-pressed', String(pressed));
        button.textContent = t(label);
      }
      groups[0].setAttribute('aria-label', t('filterStatus'));
      groups[1].setAttribute('aria-label', t('filterPages'));
      mineLabel.textContent = t('onlyMine');
      mine.checked = filters.mine;
    },
  };
}
