import { bodyTokens, COMMENT_LINK_REL } from '@commentflow/shared/rules/body-tokens';
import type { CommentStatus } from '@commentflow/shared/schemas/comment';
import type { PublicPerson } from '@commentflow/shared/schemas/user';
import { relativeTime } from '../i18n/relative-time.ts';
import { currentLanguage, t } from '../i18n/translate.ts';
import { h } from './dom.ts';
import type { ListedComment } from './page-comments.ts';

export function statusLabel(status: CommentStatus): HTMLElement {
  return h('span', { class: `cf-status cf-status-${status}` }, t(`status.${status}`));
}

/** "Sending…" while a write waits in the outbox, "Not sent" once the server refused it. */
export function pendingLabel(pending: NonNullable<ListedComment['pending']>): HTMLElement {
  return h('span', { class: `cf-pending cf-pending-${pending}` }, t(pending === 'sending' ? 'sending' : 'notSent'));
}

/**
 * One comment as the thread shows it: avatar, author, time (or "Sending…" while in the outbox),
 * optional status, then the text. A write the server refused says why and can be discarded.
 */
export function commentCard(item: ListedComment, withStatus: boolean, onDiscard?: () => void): HTMLElement {
  const { comment, pending } = item;
  const when =
    pending === undefined
      ? h(
          'time',
          { datetime: comment.createdAt, title: new Date(comment.createdAt).toLocaleString(currentLanguage()) },
          relativeTime(comment.createdAt),
        )
      : pendingLabel(pending);
  const failure =
    pending === 'failed' &&
    h(
      'div',
      { class: 'cf-error-row' },
      h('p', { class: 'cf-error', role: 'alert' }, item.failure ?? t('refused')),
      onDiscard && discardButton(onDiscard),
    );
  return h(
    'article',
    { class: `cf-comment${pending ? ' cf-comment-pending' : ''}` },
    h(
      'header',
      {},
      avatar(comment.author),
      h('strong', { class: 'cf-author' }, comment.author.displayName),
      comment.author.isGuest && h('span', { class: 'cf-muted' }, t('guest')),
      when,
      withStatus && pending === undefined && statusLabel(comment.status),
    ),
    h('p', { class: 'cf-body' }, ...bodyNodes(comment.body)),
    failure,
  );
}

/**
 * The body as nodes: text nodes, "@Name" for a mention, an anchor for an http(s) URL. Built with
 * textContent and attributes only, so nothing the commenter typed is ever parsed as HTML.
 */
function bodyNodes(body: string): (Node | string)[] {
  return bodyTokens(body).map((token) => {
    if (token.kind === 'text') return token.text;
    if (token.kind === 'mention') return h('b', {}, `@${token.name}`);
    return h('a', { href: token.href, target: '_blank', rel: COMMENT_LINK_REL }, token.text);
  });
}

function discardButton(onDiscard: () => void): HTMLButtonElement {
  const button = h('button', { type: 'button', class: 'cf-link' }, t('discard'));
  button.addEventListener('click', onDiscard);
  return button;
}

/** The author's photo, or their initials when there is none or it fails to load. */
function avatar(author: PublicPerson): HTMLElement {
  const box = h('span', { class: 'cf-avatar', 'aria-hidden': 'true' }, initials(author.displayName));
  if (author.photoURL && /^https:\/\//.test(author.photoURL)) {
    const image = h('img', { src: author.photoURL, alt: '', referrerpolicy: 'no-referrer', loading: 'lazy' });
    image.addEventListener('load', () => box.replaceChildren(image), { once: true });
  }
  return box;
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}
