import type { Comment } from '@commentflow/shared/schemas/comment';
import { samePage } from '../lib/page-url.ts';

export interface NumberedComment {
  comment: Comment;
  number: number;
}

/** The thread open in the panel; its replies arrive over HTTP and live, in either order. */
export interface OpenThread {
  id: string;
  replies: Map<string, Comment>;
  loaded: boolean;
  error: string | null;
}

/**
 * This page's threads and the open thread's replies, kept by id so a comment that arrives twice
 * (our own POST answer and its live event, or a refetch after a reconnect) is stored once.
 */
export class PageComments {
  private readonly roots = new Map<string, Comment>();
  thread: OpenThread | null = null;

  constructor(readonly page: string) {}

  replaceAll(list: readonly Comment[]): void {
    this.roots.clear();
    for (const comment of list) this.add(comment);
  }

  /** Stores a created or updated comment; false when it belongs to another page or thread. */
  add(comment: Comment): boolean {
    if (comment.parentId === null) {
      if (!samePage(comment.pageUrl, this.page)) return false;
      this.roots.set(comment.id, comment);
      return true;
    }
    if (this.thread?.id !== comment.parentId) return false;
    this.thread.replies.set(comment.id, comment);
    return true;
  }

  remove(commentId: string, parentId: string | null): boolean {
    if (parentId === null) return this.roots.delete(commentId);
    return this.thread?.id === parentId && this.thread.replies.delete(commentId);
  }

  openThread(id: string): OpenThread {
    this.thread = { id, replies: new Map(), loaded: false, error: null };
    return this.thread;
  }

  /** Every thread, numbered oldest first so numbers stay put as threads are added. */
  numbered(): NumberedComment[] {
    return [...this.roots.values()]
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
      .map((comment, index) => ({ comment, number: index + 1 }));
  }

  visible(showResolved: boolean): NumberedComment[] {
    return this.numbered().filter(({ comment }) => showResolved || comment.status !== 'resolved');
  }

  find(id: string): NumberedComment | undefined {
    return this.numbered().find(({ comment }) => comment.id === id);
  }

  has(id: string): boolean {
    return this.roots.has(id);
  }

  /** The open thread's replies in order, or null while they load. */
  replies(): Comment[] | null {
    if (!this.thread?.loaded) return null;
    return [...this.thread.replies.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }
}
