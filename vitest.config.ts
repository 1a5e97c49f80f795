import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// API tests run once per database engine: SQLite always, PostgreSQL when TEST_DATABASE_URL is set.
const engines = ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

// A stray `.only` would silently skip the rest of the suite: CI refuses it (so does lint).
const allowOnly = !process.env.CI;

export default defineConfig({
  test: {
    // Vitest's default, a worker per core but one, left this two-core machine idle 45% of the time: API
    // tests wait on PostgreSQL, child processes and timers. A worker more than cores: 624 s -> 438 s.
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'apps/web/build/**/*.test.ts', 'scripts/**/*.test.ts'],
          allowOnly,
          environment: 'node',
        },
      },
      ...engines.map((engine) => ({
        test: {
          name: `api-${engine}`,
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.redis.test.ts'],
          environment: 'node',
          env: { TEST_DB: engine },
          allowOnly,
          // Every API test file builds its own app and database, so files can share a worker's
          // module cache: importing the server once per worker instead of once per file halves the run.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      })),
      // Several instances sharing events through Redis: only when REDIS_URL is set.
      ...(process.env.REDIS_URL
        ? [
            {
              test: {
                name: 'realtime-redis',
                include: ['apps/server/src/**/*.redis.test.ts'],
                environment: 'node',
                env: { TEST_DB: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite' },
                allowOnly,
                testTimeout: 20_000,
                hookTimeout: 30_000,
              },
            },
          ]
        : []),
    ],
  },
});
