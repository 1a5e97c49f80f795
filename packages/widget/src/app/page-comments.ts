import type { Comment } from '@commentflow/shared/schemas/comment';
import type { CommentEntry, OutboxEntry, ReplyEntry, WriteEntry } from '../offline/outbox-entry.ts';
import { pendingComment } from './pending-comment.ts';

/** A comment as the UI lists it; `pending` marks one still in the outbox ("sending" or "not sent"). */
export interface ListedComment {
  comment: Comment;
  pending?: 'sending' | 'failed';
  /** Why the server refused it, for a failed one. */
  failure?: string;
}

export interface NumberedComment extends ListedComment {
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
 * (our own POST answer and its live event, or a refetch after a reconnect) is stored once. Writes
 * still in the outbox are listed beside them until the server has them.
 */
export class PageComments {
  readonly #roots = new Map<string, Comment>();
  #pending: readonly OutboxEntry[] = [];
  thread: OpenThread | null = null;

  constructor(public page: string) {}

  /** A single-page app moved to another route: its threads replace this page's. */
  moveTo(page: string): void {
    this.page = page;
    this.#roots.clear();
    this.thread = null;
  }

  replaceAll(list: readonly Comment[]): void {
    this.#roots.clear();
    for (const comment of list) this.add(comment);
  }

  setPending(entries: readonly OutboxEntry[]): void {
    this.#pending = entries;
  }

  /** Stores a created or updated comment; false when it belongs to another page or thread. */
  add(comment: Comment): boolean {
    if (comment.parentId === null) {
      // Pages are named by the server (rules/page-identity.ts), so names compare as strings.
      if (comment.pageUrl !== this.page) return false;
      this.#roots.set(comment.id, comment);
      return true;
    }
    if (this.thread?.id !== comment.parentId) return false;
    this.thread.replies.set(comment.id, comment);
    return true;
  }

  remove(commentId: string, parentId: string | null): boolean {
    if (parentId === null) return this.#roots.delete(commentId);
    return this.thread?.id === parentId && this.thread.replies.delete(commentId);
  }

  openThread(id: string): OpenThread {
    this.thread = { id, replies: new Map(), loaded: false, error: null };
    return this.thread;
  }

  /** Every thread, numbered oldest first so numbers stay put; unsent ones follow the stored ones. */
  numbered(): NumberedComment[] {
    const stored = [...this.#roots.values()].sort((a, b) => compareCodeUnits(a.createdAt, b.createdAt) || compareCodeUnits(a.id, b.id));
    const sentIds = new Set(stored.map((comment) => comment.clientId));
    const unsent = this.#pending
      .filter(
        (entry): entry is CommentEntry => entry.kind === 'comment' && !sentIds.has(entry.clientId) && entry.request.pageUrl === this.page,
      )
      .map(listed);
    return [...stored.map((comment) => ({ comment })), ...unsent].map((item, index) => ({ ...item, number: index + 1 }));
  }

  find(id: string): NumberedComment | undefined {
    return this.numbered().find(({ comment }) => comment.id === id);
  }

  has(id: string): boolean {
    return this.#roots.has(id);
  }

  /** The open thread's replies in order (unsent ones last), or null while they load. */
  replies(): ListedComment[] | null {
    const thread = this.thread;
    if (!thread?.loaded) return null;
    const stored = [...thread.replies.values()].sort((a, b) => compareCodeUnits(a.createdAt, b.createdAt));
    const sentIds = new Set(stored.map((reply) => reply.clientId));
    const unsent = this.#pending
      .filter((entry): entry is ReplyEntry => entry.kind === 'reply' && entry.threadId === thread.id && !sentIds.has(entry.clientId))
      .map(listed);
    return [...stored.map((comment) => ({ comment })), ...unsent];
  }
}

function listed(entry: WriteEntry): ListedComment {
  const item: ListedComment = { comment: pendingComment(entry), pending: entry.failure === null ? 'sending' : 'failed' };
  if (entry.failure !== null) item.failure = entry.failure;
  return item;
}

/**
 * ISO timestamps and ids are ASCII, so code-unit order is their order; localeCompare would load the
 * ICU collator on the widget's first render, tens of milliseconds on a slow phone.
 */
function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
