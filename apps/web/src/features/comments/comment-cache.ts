import type { Comment, CommentDeletedPayload, CommentListResponse, CommentThreadResponse } from '@commentflow/shared';
import type { CommentFilters } from '../../lib/query-keys.ts';

// Pure updates of cached comment lists and threads, applied when live events or our own writes arrive.
// Each returns the same object when nothing changes, so React Query does not re-render for nothing.

export interface CommentPages {
  pages: CommentListResponse[];
  pageParams: unknown[];
}

/**
 * Whether a thread belongs in a list with these filters. A guest author's e-mail is not in the
 * Comment shape, so any guest thread passes a guest filter here; the refetch after every change
 * settles it.
 */
export function matchesFilters(comment: Comment, filters: CommentFilters): boolean {
  if (comment.parentId !== null) return false;
  if (filters.status && comment.status !== filters.status) return false;
  if (filters.projectId && comment.projectId !== filters.projectId) return false;
  if (filters.priority && comment.priority !== filters.priority) return false;
  if (filters.assigneeId && comment.assigneeId !== (filters.assigneeId === 'none' ? null : filters.assigneeId)) return false;
  if (filters.pageUrl && comment.pageUrl !== filters.pageUrl) return false;
  if (filters.q && !comment.body.toLowerCase().includes(filters.q.toLowerCase())) return false;
  if (filters.author) {
    const byGuest = filters.author.includes('@');
    if (byGuest ? !comment.author.isGuest : comment.author.id !== filters.author) return false;
  }
  return true;
}

function contains(data: CommentPages, id: string): boolean {
  return data.pages.some((page) => page.comments.some((comment) => comment.id === id));
}

function mapComments(data: CommentPages, change: (comments: Comment[]) => Comment[]): CommentPages {
  let changed = false;
  const pages = data.pages.map((page) => {
    const comments = change(page.comments);
    if (comments === page.comments) return page;
    changed = true;
    return { ...page, comments };
  });
  return changed ? { ...data, pages } : data;
}

function adjustReplyCount(data: CommentPages, rootId: string, delta: number): CommentPages {
  return mapComments(data, (comments) =>
    comments.some((comment) => comment.id === rootId)
      ? comments.map((comment) => (comment.id === rootId ? { ...comment, replyCount: Math.max(0, comment.replyCount + delta) } : comment))
      : comments,
  );
}

/** Newest first, as the API lists them. */
function insertByDate(comments: Comment[], comment: Comment): Comment[] {
  const index = comments.findIndex((other) => other.createdAt < comment.createdAt);
  return index === -1 ? [...comments, comment] : [...comments.slice(0, index), comment, ...comments.slice(index)];
}

export function listWithCreated(data: CommentPages, comment: Comment, filters: CommentFilters): CommentPages {
  if (comment.parentId !== null) return adjustReplyCount(data, comment.parentId, 1);
  if (!matchesFilters(comment, filters) || contains(data, comment.id) || data.pages.length === 0) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first!, comments: insertByDate(first!.comments, comment) }, ...rest] };
}

export function listWithUpdated(data: CommentPages, comment: Comment, filters: CommentFilters): CommentPages {
  if (comment.parentId !== null) return data;
  if (!matchesFilters(comment, filters)) {
    return mapComments(data, (comments) =>
      comments.some((c) => c.id === comment.id) ? comments.filter((c) => c.id !== comment.id) : comments,
    );
  }
  if (!contains(data, comment.id)) return listWithCreated(data, comment, filters);
  return mapComments(data, (comments) =>
    comments.some((c) => c.id === comment.id) ? comments.map((c) => (c.id === comment.id ? comment : c)) : comments,
  );
}

export function listWithDeleted(data: CommentPages, payload: CommentDeletedPayload): CommentPages {
  if (payload.parentId !== null) return adjustReplyCount(data, payload.parentId, -1);
  return mapComments(data, (comments) =>
    comments.some((c) => c.id === payload.commentId) ? comments.filter((c) => c.id !== payload.commentId) : comments,
  );
}

export function threadWithCreated(thread: CommentThreadResponse, comment: Comment): CommentThreadResponse {
  if (comment.parentId !== thread.comment.id || thread.replies.some((reply) => reply.id === comment.id)) return thread;
  return {
    comment: { ...thread.comment, replyCount: thread.comment.replyCount + 1 },
    replies: [...thread.replies, comment],
  };
}

export function threadWithUpdated(thread: CommentThreadResponse, comment: Comment): CommentThreadResponse {
  if (comment.id === thread.comment.id) return { ...thread, comment };
  if (!thread.replies.some((reply) => reply.id === comment.id)) return thread;
  return { ...thread, replies: thread.replies.map((reply) => (reply.id === comment.id ? comment : reply)) };
}

/** A deleted root leaves no thread: answers null. */
export function threadWithDeleted(thread: CommentThreadResponse, payload: CommentDeletedPayload): CommentThreadResponse | null {
  if (payload.commentId === thread.comment.id) return null;
  if (!thread.replies.some((reply) => reply.id === payload.commentId)) return thread;
  return {
    comment: { ...thread.comment, replyCount: Math.max(0, thread.comment.replyCount - 1) },
    replies: thread.replies.filter((reply) => reply.id !== payload.commentId),
  };
}
