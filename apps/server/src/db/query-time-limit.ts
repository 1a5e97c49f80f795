import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { runQuery } from './named-statements.ts';

/** What the error handler knows a query given up on by (database-errors.ts): answered 503 database-unavailable. */
export const QUERY_GAVE_UP = 'The database did not answer';

/**
 * How much longer than PostgreSQL's own `statement_timeout` a query waits for any answer. A database
 * that is slow but there cancels the statement itself (the connection stays usable); only a connection
 * that says nothing at all past this (a stalled network path, a frozen server) is given up on here.
 */
export const STALL_MARGIN_MS = 2_000;

/**
 * A pool whose queries fail once `limitMs` passes without an answer, instead of waiting forever on a
 * connection that stalled (still open, nothing coming back). That connection is useless afterwards (its
 * answer, if it ever comes, would be taken for the next query's), so it fails every later query at once
 * (the transaction's ROLLBACK too) and is dropped from the pool on release rather than handed out again.
 */
export function timeLimitedPool(
  pool: pg.Pool,
  limitMs: number,
  /** Whether the hot paths' queries run as prepared statements (named-statements.ts). */
  namedStatements: boolean,
): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      let stalled: Error | null = null;
      const limited = {
        query(sqlText: string, parameters: ReadonlyArray<unknown>) {
          if (stalled) return Promise.reject(stalled);
          return new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
              stalled = new Error(`${QUERY_GAVE_UP} within ${limitMs} ms; its connection is dropped`);
              reject(stalled);
            }, limitMs);
            runQuery(client, sqlText, parameters as unknown[], namedStatements).then(
              (result) => {
                clearTimeout(timer);
                resolve(result);
              },
              (error: unknown) => {
                clearTimeout(timer);
                reject(error as Error);
              },
            );
          });
        },
        release() {
          // An error makes pg-pool end the connection (its socket destroyed, the hung query with it).
          client.release(stalled ?? undefined);
        },
      };
      return limited as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}
