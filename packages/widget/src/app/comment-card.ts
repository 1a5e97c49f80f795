import type { CommentStatus } from '@commentflow/shared/schemas/comment';
import type { PublicPerson } from '@commentflow/shared/schemas/user';
import { relativeTime } from '@commentflow/shared/rules/relative-time';
import { h } from './dom.ts';
import type { ListedComment } from './page-comments.ts';

export const STATUS_LABELS: Record<CommentStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
};

/**
 * One comment as the thread shows it: avatar, author, time (or "Sending…" while in the outbox),
 * optional status, then the text. A write the server refused says why and can be discarded.
 */
export function commentCard(item: ListedComment, withStatus: boolean, onDiscard?: () => void): HTMLElement {
  const { comment, pending } = item;
  const when =
    pending === undefined
      ? h('time', { datetime: comment.createdAt, title: new Date(comment.createdAt).toLocaleString() }, relativeTime(comment.createdAt))
      : h('span', { class: `cf-pending cf-pending-${pending}` }, pending === 'sending' ? 'Sending…' : 'Not sent');
  const failure =
    pending === 'failed' &&
    h(
      'div',
      { class: 'cf-error-row' },
      h('p', { class: 'cf-error', role: 'alert' }, item.failure ?? 'The server refused this comment'),
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
      comment.author.isGuest && h('span', { class: 'cf-muted' }, 'guest'),
      when,
      withStatus && pending === undefined && h('span', { class: `cf-status cf-status-${comment.status}` }, STATUS_LABELS[comment.status]),
    ),
    h('p', { class: 'cf-body' }, comment.body),
    failure,
  );
}

function discardButton(onDiscard: () => void): HTMLButtonElement {
  const button = h('button', { type: 'button', class: 'cf-link' }, 'Discard');
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
