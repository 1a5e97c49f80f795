import type { Comment } from '@commentflow/shared/schemas/comment';

/** Whether a comment's text or author contains every word of the query, ignoring case and accents. */
export function matchesSearch(comment: Pick<Comment, 'body' | 'author'>, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(`${comment.body} ${comment.author.displayName}`);
  return words.every((word) => haystack.includes(word));
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
