import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { answerWithin, throttledWarning, type Redis } from '../redis.ts';

const PREFIX = 'commentflow:rate-limit:';

type Done = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * @fastify/rate-limit's counters in Redis, so every instance counts an address's attempts together.
 * The plugin's own Redis store needs ioredis; this one goes through the app's node-redis connection.
 * A fixed window per route and address, like the plugin's in-memory store. When Redis fails, the
 * plugin (skipOnError) lets the request through; that is logged here.
 */
export function redisRateLimitStore(redis: Redis, timeoutMs: number, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const warn = throttledWarning(log, 'rate limits could not be counted in Redis: requests are let through');
  class RedisRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = PREFIX,
    ) {}

    incr(key: string, done: Done, timeWindow: number): void {
      const id = this.prefix + key;
      // The first attempt of a window starts its expiry (NX); later ones only count.
      answerWithin(redis.multi().incr(id).pExpire(id, timeWindow, 'NX').pTTL(id).execTyped(), timeoutMs).then(
        ([current, , ttl]) => done(null, { current, ttl }),
        (error: unknown) => {
          warn(error);
          done(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    /** Each limited route counts apart, as with the plugin's own stores; a limiter of no route (createRateLimit) by its keys alone. */
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { routeInfo } = options as typeof options & { routeInfo: { method?: string; url?: string } };
      return new RedisRateLimitStore(options, routeInfo.method ? `${this.prefix}${routeInfo.method}${routeInfo.url}:` : this.prefix);
    }
  }
  return RedisRateLimitStore;
}
