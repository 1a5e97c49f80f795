import type { ReceivedEvent } from '../../lib/socket/page-event.ts';

const clip = (text: string, length = 80) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);
const pathOf = (url: unknown) => {
  if (typeof url !== 'string') return '';
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

type Loose = Record<string, unknown> & { comment?: Record<string, unknown> & { author?: { displayName?: unknown } } };

/** One readable line per event, so an install can be checked at a glance; the payload stays one click away. */
export function summarizeEvent(event: ReceivedEvent | string, payload: unknown): string {
  const data = (payload ?? {}) as Loose;
  const who = typeof data.displayName === 'string' ? data.displayName : 'Someone';
  switch (event) {
    case 'comment-created':
    case 'comment-updated': {
      const comment = data.comment ?? {};
      const author = typeof comment.author?.displayName === 'string' ? comment.author.displayName : 'Someone';
      const verb = event === 'comment-created' ? (comment.parentId ? 'replied' : 'pinned a comment') : `updated a comment (${String(comment.status ?? '')})`;
      return `${author} ${verb} on ${pathOf(comment.pageUrl) || 'a page'}: “${clip(String(comment.body ?? ''))}”`;
    }
    case 'comment-deleted':
      return `A ${data.parentId ? 'reply' : 'comment'} was deleted`;
    case 'user-joined':
      return `${who} joined the workspace`;
    case 'user-left':
      return `${who} left the workspace`;
    case 'cursor-update':
      return `${who} moved their cursor on ${pathOf(data.pageUrl)}`;
    case 'user-typing':
      return data.isTyping ? `${who} is typing` : `${who} stopped typing`;
    case 'positions-updated':
      return `Pin positions changed on ${pathOf(data.pageUrl)} (${Array.isArray(data.positions) ? data.positions.length : 0})`;
    case 'access-changed':
      return `Your access to a workspace changed (${String(data.reason ?? '')})`;
    case 'retention-warning':
      return `Retention warning: ${String(data.title ?? '')}`;
    default:
      return `${event} received`;
  }
}
