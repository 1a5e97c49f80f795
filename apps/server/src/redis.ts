import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

export type Redis = ReturnType<typeof createClient>;

export interface RedisSettings {
  redisUrl: string | null;
  /** A command without an answer in this time fails (a stalled connection must not hold a request). */
  redisCommandTimeoutMs: number;
  /** How long the server waits for Redis at start before it starts degraded. */
  redisConnectTimeoutMs: number;
}

// In-flight commands beyond this fail at once rather than pile up behind a slow Redis.
const MAX_QUEUED_COMMANDS = 1000;
const MAX_RECONNECT_WAIT_MS = 2000;

/**
 * The Socket.IO adapter's Redis: the client to give it (see adapterRedis), and whether what it sent
 * for an emit reached Redis. The adapter swallows a failed publish and delivers to this instance's
 * sockets only, so without this a caller could not tell an event the other instances never heard.
 */
export interface AdapterRedis {
  client: Redis;
  /** Runs `emit` and answers whether every Redis command the adapter issued for it (synchronously) succeeded. */
  delivered(emit: () => void): Promise<boolean>;
  /** Redis is connected now: an emit has a chance to reach the other instances. */
  ready(): boolean;
}

export interface RedisConnection {
  client: Redis;
  adapter: AdapterRedis;
  close(): Promise<void>;
}

/**
 * The instance's Redis connection when REDIS_URL is set: the Socket.IO adapter and the rate limits share
 * it. It fails fast instead of waiting for Redis: no offline queue (a command while disconnected fails
 * at once), a bounded queue, and its users wait `redisCommandTimeoutMs` at most for an answer
 * (answerWithin). They degrade: rate limits let requests through, events still reach this instance's
 * sockets.
 *
 * Redis unreachable at start: the server starts degraded after `redisConnectTimeoutMs` and says so; the
 * client keeps reconnecting and everything shared comes back when it does.
 */
export async function connectRedis(settings: RedisSettings, log: FastifyBaseLogger): Promise<RedisConnection | null> {
  if (!settings.redisUrl) return null;
  const where = redactedUrl(settings.redisUrl);
  const client = createClient({
    url: settings.redisUrl,
    disableOfflineQueue: true,
    commandsQueueMaxLength: MAX_QUEUED_COMMANDS,
    socket: {
      connectTimeout: settings.redisConnectTimeoutMs,
      reconnectStrategy: (retries) => Math.min(MAX_RECONNECT_WAIT_MS, 50 * 2 ** retries) + Math.floor(Math.random() * 100),
    },
  });
  // One line per outage, not one per reconnection attempt.
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.error(
      { err: error },
      `Redis at ${where} is unreachable: real-time events reach this instance's sockets only, and rate limits let requests through, until it is back`,
    );
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info(`Redis at ${where} is reachable again`);
  });

  const duplicates: Redis[] = [];
  const connected = client.connect().then(
    () => true,
    () => false,
  );
  let timer: NodeJS.Timeout | undefined;
  const inTime = await Promise.race([
    connected,
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), settings.redisConnectTimeoutMs))),
  ]);
  clearTimeout(timer);
  if (!inTime) {
    down = true;
    log.error(
      `Redis at ${where} did not answer within ${settings.redisConnectTimeoutMs} ms: starting DEGRADED. Real-time events stay on this instance and rate limits are not shared until Redis is reachable; the server keeps trying. Check REDIS_URL and that Redis is up.`,
    );
  }

  return {
    client,
    adapter: adapterRedis(client, duplicates, settings.redisCommandTimeoutMs, log),
    async close() {
      for (const duplicate of duplicates) duplicate.destroy();
      // A graceful QUIT, unless Redis does not answer it either.
      if (client.isReady) await answerWithin(client.quit(), settings.redisCommandTimeoutMs).catch(() => undefined);
      if (client.isOpen) client.destroy();
    },
  };
}

/**
 * The client as the Socket.IO streams adapter needs it, and a way to learn whether an emit reached Redis.
 * - Every command it sends answers within the command timeout or fails: a publish that fails is
 *   logged by the adapter, which then still delivers to this instance's sockets. (node-redis's own
 *   timeout only covers a command waiting to be written, not its answer from a stalled Redis.)
 * - It stores each closing socket's session with a SET it never awaits: a failure there is logged
 *   here rather than left unhandled (which would end the process).
 * - It duplicates the client for its blocking reads (XREAD BLOCK) and subscriptions: those keep an
 *   offline queue, or a disconnected reader would spin on instant failures.
 */
function adapterRedis(client: Redis, duplicates: Redis[], timeoutMs: number, log: FastifyBaseLogger): AdapterRedis {
  const warn = throttledWarning(log, 'a real-time command to Redis failed: events reach this instance only');
  // The answers of the commands issued while `delivered` runs its emit (the adapter issues its XADD
  // synchronously inside the emit call), null otherwise.
  let watched: Promise<unknown>[] | null = null;
  const proxy = new Proxy(client, {
    get(target, property) {
      if (property === 'duplicate') {
        return () => {
          const duplicate = target.duplicate({ disableOfflineQueue: false });
          // Closed twice at shutdown (by the adapter once its read ends, and by close() above): the
          // second call would throw inside the adapter's read loop, unhandled.
          const destroy = duplicate.destroy.bind(duplicate);
          const disconnect = duplicate.disconnect.bind(duplicate);
          duplicate.destroy = () => (duplicate.isOpen ? destroy() : undefined);
          duplicate.disconnect = () => (duplicate.isOpen ? disconnect() : Promise.resolve());
          duplicates.push(duplicate);
          return duplicate;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        if (!(result instanceof Promise)) return result;
        const answered = answerWithin(result, timeoutMs);
        answered.catch(warn);
        watched?.push(answered);
        return answered;
      };
    },
  });
  return {
    client: proxy,
    ready: () => client.isReady,
    async delivered(emit) {
      const issued: Promise<unknown>[] = [];
      watched = issued;
      try {
        emit();
      } finally {
        watched = null;
      }
      const answers = await Promise.allSettled(issued);
      return answers.every((answer) => answer.status === 'fulfilled');
    },
  };
}

/** The URL without its password, for logs. */
function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** Logs a warning at most once a minute per kind, so an outage does not flood the logs. */
export function throttledWarning(log: FastifyBaseLogger, message: string, everyMs = 60_000): (error: unknown) => void {
  let last = 0;
  return (error) => {
    const now = Date.now();
    if (now - last < everyMs) return;
    last = now;
    log.warn({ err: error }, message);
  };
}

/**
 * The answer of a Redis call, or a failure after `ms`. node-redis applies its command timeout to single
 * commands, not to MULTI/EXEC, which the rate limits use: those go through this.
 */
export function answerWithin<T>(pending: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([pending, late]).finally(() => clearTimeout(timer));
}
