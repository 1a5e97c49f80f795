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

/** Writes a `summary.<key>` text of the test-console namespace in the reader's language. */
export type SummaryText = (key: string, values?: Record<string, string | number>) => string;

/** One readable line per event, so an install can be checked at a glance; the payload stays one click away. */
export function summarizeEvent(event: ReceivedEvent | string, payload: unknown, text: SummaryText): string {
  const data = (payload ?? {}) as Loose;
  const someone = text('someone');
  const who = typeof data.displayName === 'string' ? data.displayName : someone;
  switch (event) {
    case 'comment-created':
    case 'comment-updated': {
      const comment = data.comment ?? {};
      const values = {
        author: typeof comment.author?.displayName === 'string' ? comment.author.displayName : someone,
        page: pathOf(comment.pageUrl) || text('aPage'),
        text: clip(String(comment.body ?? '')),
      };
      if (event === 'comment-updated') return text('updated', { ...values, status: String(comment.status ?? '') });
      return text(comment.parentId ? 'replied' : 'pinned', values);
    }
    case 'comment-deleted':
      return text(data.parentId ? 'replyDeleted' : 'commentDeleted');
    case 'user-joined':
      return text('joined', { who });
    case 'user-left':
      return text('left', { who });
    case 'cursor-update':
      return text('cursor', { who, page: pathOf(data.pageUrl) });
    case 'user-typing':
      return text(data.isTyping ? 'typing' : 'stoppedTyping', { who });
    case 'positions-updated':
      return text('positions', { page: pathOf(data.pageUrl), count: Array.isArray(data.positions) ? data.positions.length : 0 });
    case 'access-changed':
      return text('access', { reason: String(data.reason ?? '') });
    case 'retention-warning':
      return text('retention', { title: String(data.title ?? '') });
    default:
      return text('other', { event });
  }
}
