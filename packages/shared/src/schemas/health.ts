import { z } from 'zod';

// Live state of what a server instance depends on (GET /api/health, /api/health/ready, the admin
// console). Each check is a real round trip, timed.

export const DependencyStatus = z.enum(['up', 'down']);
export type DependencyStatus = z.infer<typeof DependencyStatus>;

export const DatabaseHealth = z.object({
  engine: z.enum(['sqlite', 'postgres']),
  status: DependencyStatus,
  /** The round trip of `select 1`, or how long it waited before giving up. */
  latencyMs: z.number(),
});
export type DatabaseHealth = z.infer<typeof DatabaseHealth>;

export const RedisHealth = z.object({
  /** `off`: no REDIS_URL, a single instance that shares nothing. */
  status: z.enum(['up', 'down', 'off']),
  latencyMs: z.number().nullable(),
});
export type RedisHealth = z.infer<typeof RedisHealth>;

export const HealthResponse = z.object({
  /** `degraded`: serving, but a dependency is down (see which). */
  status: z.enum(['ok', 'degraded']),
  database: DatabaseHealth,
  redis: RedisHealth,
});
export type HealthResponse = z.infer<typeof HealthResponse>;
