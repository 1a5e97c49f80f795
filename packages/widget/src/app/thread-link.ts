import type { Comment } from '@commentflow/shared/schemas/comment';

// A link to another page of the site that opens one thread there: the widget on that page reads it.
const HASH_PREFIX = '#commentflow=';

export function threadLink(comment: Comment): string {
  return `${comment.pageUrl}${HASH_PREFIX}${encodeURIComponent(comment.id)}`;
}

/** The thread a link asked to open, from this page's fragment; null when there is none. */
export function linkedThreadId(hash: string = location.hash): string | null {
  if (!hash.startsWith(HASH_PREFIX)) return null;
  const id = decodeURIComponent(hash.slice(HASH_PREFIX.length));
  return /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}
