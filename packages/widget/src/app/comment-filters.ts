import type { Comment } from '@commentflow/shared/schemas/comment';

/** The panel's filters: open (open and in progress) or resolved threads, all or only mine, this page or all. */
export interface CommentFilters {
  status: 'open' | 'resolved';
  mine: boolean;
  scope: 'page' | 'all';
}

export const DEFAULT_FILTERS: CommentFilters = { status: 'open', mine: false, scope: 'page' };

export function matchesFilters(comment: Comment, filters: CommentFilters, isMine: (comment: Comment) => boolean): boolean {
  const resolved = comment.status === 'resolved';
  if (resolved !== (filters.status === 'resolved')) return false;
  return !filters.mine || isMine(comment);
}
