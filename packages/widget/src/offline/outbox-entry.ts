import type { CreateCommentRequest, CreateReplyRequest } from '@commentflow/shared/schemas/comment';
import { ApiError } from '../lib/widget-api.ts';

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

export type OutboxEntry =
  | (EntryBase & {
      kind: 'comment';
      request: CreateCommentRequest & { clientId: string };
      /** The pin's picture, uploaded once the server has stored the pin (kept in IndexedDB across reloads). */
      screenshot?: Blob;
    })
  | (EntryBase & { kind: 'reply'; threadId: string; request: CreateReplyRequest & { clientId: string } });

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

/** The entry as text-only storage can keep it: without its picture. */
export function withoutScreenshot(entry: OutboxEntry): OutboxEntry {
  if (entry.kind !== 'comment' || !entry.screenshot) return entry;
  const { screenshot: _picture, ...rest } = entry;
  return rest;
}
