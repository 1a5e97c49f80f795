import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { answerWithin, throttledWarning, type Redis } from '../../redis.ts';

const WINDOW_MS = 60_000;

/**
 * Guest writes per IP and project in a fixed one-minute window: guests have no account to throttle,
 * and a spam burst should cost memory or Redis, not the database.
 */
export interface GuestRateLimit {
  hit(ip: string, projectId: string): Promise<void>;
}

/** What is counted (its Redis key part) and what a refusal says. Guest comments by default. */
export interface RateLimitScope {
  name: string;
  message: string;
}

const GUEST_WRITES: RateLimitScope = { name: 'guest-writes', message: 'Too many comments from this address. Try again in a minute.' };

/**
 * Shared by every instance through Redis when there is one, else kept in this instance's memory. While
 * Redis fails, each instance counts in its memory (logged): writers still get through, and still meet a limit.
 */
export function guestRateLimit(
  app: Pick<FastifyInstance, 'redis' | 'config' | 'log'>,
  perMinute: number,
  scope: RateLimitScope = GUEST_WRITES,
): GuestRateLimit {
  const memory = new MemoryGuestRateLimit(perMinute, scope);
  if (!app.redis) return memory;
  const warn = throttledWarning(app.log, `${scope.name} limits could not be counted in Redis: counting per instance`);
  return new RedisGuestRateLimit(app.redis, perMinute, scope, app.config.redisCommandTimeoutMs, memory, warn);
}

function tooMany(resetInMs: number, scope: RateLimitScope): AppError {
  return new AppError('rate-limited', scope.message, {
    retryAfterSeconds: Math.ceil(resetInMs / 1000),
  });
}

export class MemoryGuestRateLimit implements GuestRateLimit {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly scope: RateLimitScope = GUEST_WRITES,
  ) {}

  async hit(ip: string, projectId: string, now = Date.now()): Promise<void> {
    if (this.windows.size > 10_000) this.sweep(now);
    const key = `${ip}|${projectId}`;
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + WINDOW_MS });
      return;
    }
    window.count += 1;
    if (window.count > this.perMinute) throw tooMany(window.resetAt - now, this.scope);
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
    private readonly scope: RateLimitScope,
    private readonly timeoutMs: number,
    private readonly fallback: GuestRateLimit,
    private readonly warn: (error: unknown) => void,
  ) {}

  async hit(ip: string, projectId: string): Promise<void> {
    const key = `commentflow:${this.scope.name}:${projectId}:${ip}`;
    let count: number;
    let resetInMs: number;
    try {
      // The first write of a window starts its expiry (NX); later ones only count.
      [count, , resetInMs] = await answerWithin(
        this.redis.multi().incr(key).pExpire(key, WINDOW_MS, 'NX').pTTL(key).execTyped(),
        this.timeoutMs,
      );
    } catch (error) {
      this.warn(error);
      return this.fallback.hit(ip, projectId);
    }
    if (count > this.perMinute) throw tooMany(resetInMs, this.scope);
  }
}
