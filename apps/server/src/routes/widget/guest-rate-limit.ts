import { AppError } from '../../errors.ts';
import type { FastifyBaseLogger } from 'fastify';
import { answerWithin, throttledWarning, type Redis } from '../../redis.ts';

const WINDOW_MS = 60_000;

/**
 * Guest writes per IP and project in a fixed one-minute window: guests have no account to throttle,
 * and a spam burst should cost memory or Redis, not the database.
 */
export interface GuestRateLimit {
  hit(ip: string, projectId: string): Promise<void>;
}

/**
 * Shared by every instance through Redis when there is one, else kept in this instance's memory. While
 * Redis fails, each instance counts in its memory (logged): guests still write, and still meet a limit.
 */
export function guestRateLimit(redis: Redis | null, perMinute: number, timeoutMs: number, log: FastifyBaseLogger): GuestRateLimit {
  const memory = new MemoryGuestRateLimit(perMinute);
  if (!redis) return memory;
  return new RedisGuestRateLimit(redis, perMinute, timeoutMs, memory, throttledWarning(log, 'guest write limits could not be counted in Redis: counting per instance'));
}

function tooMany(resetInMs: number): AppError {
  return new AppError('rate-limited', 'Too many comments from this address. Try again in a minute.', {
    retryAfterSeconds: Math.ceil(resetInMs / 1000),
  });
}

export class MemoryGuestRateLimit implements GuestRateLimit {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly perMinute: number) {}

  async hit(ip: string, projectId: string, now = Date.now()): Promise<void> {
    if (this.windows.size > 10_000) this.sweep(now);
    const key = `${ip}|${projectId}`;
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + WINDOW_MS });
      return;
    }
    window.count += 1;
    if (window.count > this.perMinute) throw tooMany(window.resetAt - now);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** One counter per window in Redis, so a guest spreading writes over instances meets the same limit. */
class RedisGuestRateLimit implements GuestRateLimit {
  constructor(
    private readonly redis: Redis,
    private readonly perMinute: number,
    private readonly timeoutMs: number,
    private readonly fallback: GuestRateLimit,
    private readonly warn: (error: unknown) => void,
  ) {}

  async hit(ip: string, projectId: string): Promise<void> {
    const key = `commentflow:guest-writes:${projectId}:${ip}`;
    let count: number;
    let resetInMs: number;
    try {
      // The first write of a window starts its expiry (NX); later ones only count.
      [count, , resetInMs] = await answerWithin(this.redis.multi().incr(key).pExpire(key, WINDOW_MS, 'NX').pTTL(key).execTyped(), this.timeoutMs);
    } catch (error) {
      this.warn(error);
      return this.fallback.hit(ip, projectId);
    }
    if (count > this.perMinute) throw tooMany(resetInMs);
  }
}
