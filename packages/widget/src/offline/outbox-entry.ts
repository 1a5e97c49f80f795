import type { CreateCommentRequest, CreateReplyRequest } from '@commentflow/shared/schemas/comment';
import { SCREENSHOT_UPLOAD_WINDOW_SECONDS } from '@commentflow/shared/constants';
import { ApiError } from '../lib/api-request.ts';

interface EntryBase {
  /** The client-made id the server deduplicates on: one entry, one comment, however often it is sent. */
  clientId: string;
  projectKey: string;
  queuedAt: number;
  attempts: number;
  nextAttemptAt: number;
  /** Set when the server refused the write for good: shown to the visitor, no longer retried. */
  failure: string | null;
}

export type CommentEntry = EntryBase & {
  kind: 'comment';
  request: CreateCommentRequest & { clientId: string };
  /** The pin's picture: once the server has stored the pin it moves to a ScreenshotEntry (kept in IndexedDB across reloads). */
  screenshot?: Blob;
};

export type ReplyEntry = EntryBase & { kind: 'reply'; threadId: string; request: CreateReplyRequest & { clientId: string } };

/** A stored pin's picture still to upload. It takes its comment's place (and clientId) in the outbox. */
export type ScreenshotEntry = EntryBase & {
  kind: 'screenshot';
  commentId: string;
  /** The upload token the pin's create answer granted. */
  uploadToken: string;
  screenshot: Blob;
  /** When the server's upload window closes (by this browser's clock): the picture is given up then. */
  uploadBy: number;
};

/** A comment or reply: what the visitor sees as "sending" or "not sent" until the server has it. */
export type WriteEntry = CommentEntry | ReplyEntry;

export type OutboxEntry = WriteEntry | ScreenshotEntry;

/** The upload that follows a pin the server has just stored, due at once. */
export function screenshotEntry(
  entry: CommentEntry & { screenshot: Blob },
  commentId: string,
  uploadToken: string,
  now: number,
): ScreenshotEntry {
  return {
    kind: 'screenshot',
    clientId: entry.clientId,
    projectKey: entry.projectKey,
    queuedAt: entry.queuedAt,
    attempts: 0,
    nextAttemptAt: now,
    failure: null,
    commentId,
    uploadToken,
    screenshot: entry.screenshot,
    // Counted from the answer, not the server's createdAt: the two clocks need not agree. A replayed
    // pin stored long ago is refused by the server instead, which gives the picture up just the same.
    uploadBy: now + SCREENSHOT_UPLOAD_WINDOW_SECONDS * 1000,
  };
}

const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 60_000;

/** Exponential backoff with jitter (so many tabs do not retry in step), capped at a minute. */
export function retryDelay(attempts: number, random: () => number = Math.random): number {
  const delay = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(delay * (0.8 + 0.4 * random()));
}

/** A refusal a retry cannot change: a 4xx, except timeouts (408) and rate limits (429). */
export function isPermanentFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

/** The entry as text-only storage can keep it: without its picture; nothing is left of an upload. */
export function withoutScreenshot(entry: OutboxEntry): OutboxEntry | null {
  if (entry.kind === 'screenshot') return null;
  if (entry.kind !== 'comment' || !entry.screenshot) return entry;
  const { screenshot: _picture, ...rest } = entry;
  return rest;
}
