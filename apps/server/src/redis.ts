import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

export type Redis = ReturnType<typeof createClient>;

/**
 * The instance's one Redis connection when REDIS_URL is set: the Socket.IO adapter and the guest write
 * limit share it (the adapter opens its own connections for its blocking reads).
 */
export async function connectRedis(url: string | null, log: FastifyBaseLogger): Promise<Redis | null> {
  if (!url) return null;
  const redis = createClient({ url });
  redis.on('error', (error) => log.error({ err: error }, 'redis connection error'));
  await redis.connect();
  return redis;
}
