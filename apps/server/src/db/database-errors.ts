import { isStalePlan } from './named-statements.ts';
import { QUERY_GAVE_UP } from './query-time-limit.ts';

/**
 * What a failed query says about the database itself rather than about the request: out of reach
 * (PostgreSQL restarting, the network cut, the pool unable to connect, SQLite locked past its busy
 * timeout) or out of disk. The error handler answers those with a 503 or 507 that says what to do,
 * instead of a 500; the transaction they happened in was rolled back whole, so nothing was half-written.
 */
export type DatabaseFailure = 'database-unavailable' | 'storage-full';

// PostgreSQL SQLSTATEs: class 08 (connection exception), the shutdown/startup ones of class 57, too
// many connections, and 57014, a statement cancelled by DATABASE_QUERY_TIMEOUT_MS (statement_timeout).
const PG_UNAVAILABLE = /^(08...|57P0[1-3]|57014|53300)$/;
const PG_DISK_FULL = '53100';
// Node socket errors and node-postgres's own messages for a connection lost or never made.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const PG_CONNECTION_MESSAGES = [
  QUERY_GAVE_UP,
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

export function databaseFailure(error: unknown): DatabaseFailure | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 3; current = current.cause, depth++) {
    const code = (current as Error & { code?: unknown }).code;
    if (code === 'SQLITE_FULL' || code === PG_DISK_FULL) return 'storage-full';
    if (
      typeof code === 'string' &&
      (code === 'SQLITE_BUSY' || code === 'SQLITE_CANTOPEN' || NETWORK_CODES.has(code) || PG_UNAVAILABLE.test(code))
    ) {
      return 'database-unavailable';
    }
    if (PG_CONNECTION_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message)))
      return 'database-unavailable';
    // A rolling deploy's migration changed a table under a prepared statement: passing, like the others.
    if (isStalePlan(current)) return 'database-unavailable';
  }
  return null;
}
