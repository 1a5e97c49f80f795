import { setTimeout as sleep } from 'node:timers/promises';
import { OutboundError, outboundFetch, type OutboundRequestOptions, type OutboundResponse } from './outbound-fetch.ts';

export interface RetryOptions {
  /** Calls in all, the first included. */
  attempts?: number;
  /** The first wait; each next one doubles, with jitter. */
  baseDelayMs?: number;
  /** No wait is longer: a Retry-After beyond it ends the retries and the last answer is returned. */
  maxDelayMs?: number;
  /** Told before each wait (logs, tests). */
  onRetry?: (retry: { attempt: number; delayMs: number; reason: string }) => void;
}

export const DEFAULT_RETRY: Required<Omit<RetryOptions, 'onRetry'>> = { attempts: 4, baseDelayMs: 500, maxDelayMs: 30_000 };

/**
 * outboundFetch, called again while the far end answers 429 or 5xx or cannot be reached, waiting as
 * its Retry-After says, else an exponential backoff with jitter; bounded in attempts and in each wait.
 * Refused addresses, bad URLs and oversized answers are not retried: they would fail the same way.
 * Only for calls that are safe to repeat (idempotent, or deduplicated by the far end).
 */
export async function outboundFetchWithRetry(
  url: string | URL,
  options: OutboundRequestOptions & { retry?: RetryOptions } = {},
): Promise<OutboundResponse> {
  const { attempts, baseDelayMs, maxDelayMs } = { ...DEFAULT_RETRY, ...options.retry };
  for (let attempt = 1; ; attempt++) {
    let response: OutboundResponse | null = null;
    let failure: OutboundError | null = null;
    try {
      response = await outboundFetch(url, options);
      if (!isRetryableStatus(response.status)) return response;
    } catch (error) {
      if (!(error instanceof OutboundError) || !isRetryableError(error)) throw error;
      failure = error;
    }
    const backoff = Math.round(baseDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random() / 2));
    const asked = response ? retryAfterMs(response.headers.get('retry-after')) : null;
    const delayMs = asked ?? Math.min(backoff, maxDelayMs);
    if (attempt >= attempts || delayMs > maxDelayMs) {
      if (response) return response;
      throw failure!;
    }
    options.retry?.onRetry?.({ attempt, delayMs, reason: response ? `status ${response.status}` : failure!.code });
    await sleep(delayMs);
  }
}

const isRetryableStatus = (status: number) => status === 429 || (status >= 500 && status !== 501 && status !== 505);

const isRetryableError = (error: OutboundError) => error.code === 'timeout' || error.code === 'connection-failed';

/** Retry-After as milliseconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function retryAfterMs(value: string | null, now: number = Date.now()): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
