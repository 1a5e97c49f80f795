import type { Comment, CommentStatus } from '@commentflow/shared/schemas/comment';
import { relativeTime } from '@commentflow/shared/rules/relative-time';
import { h } from './dom.ts';

export const STATUS_LABELS: Record<CommentStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
};

/** One comment as the thread shows it: author, time, optional status, then the text. */
export function commentCard(comment: Comment, withStatus: boolean): HTMLElement {
  const time = h('time', { datetime: comment.createdAt, title: new Date(comment.createdAt).toLocaleString() }, relativeTime(comment.createdAt));
  return h(
    'article',
    { class: 'cf-comment' },
    h(
      'header',
      {},
      h('span', { class: 'cf-avatar', 'aria-hidden': 'true' }, initials(comment.author.displayName)),
      h('strong', { class: 'cf-author' }, comment.author.displayName),
      comment.author.isGuest && h('span', { class: 'cf-muted' }, 'guest'),
      time,
      withStatus && h('span', { class: `cf-status cf-status-${comment.status}` }, STATUS_LABELS[comment.status]),
    ),
    h('p', { class: 'cf-body' }, comment.body),
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}
