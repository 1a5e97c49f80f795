import type pg from 'pg';

/**
 * PostgreSQL parses and plans an unnamed statement every time it runs. The hot paths' queries
 * (db/prepared-query.ts: each one fixed SQL text, a few hundred in all) are prepared by PostgreSQL
 * once per connection under a name instead, and every later run sends only its values (ADR 029).
 * Any other SQL (a list of values for `in`, a migration) stays unnamed: its texts are unbounded.
 */
const names = new Map<string, string>();

/** Has PostgreSQL prepare `sql` under a name of its own on each connection that runs it. */
export function nameStatement(sql: string): void {
  if (!names.has(sql)) names.set(sql, `commentflow_${names.size}`);
}

/** Connections whose prepared statements no longer match the schema (below): everything they run is unnamed. */
const stale = new WeakSet<pg.ClientBase>();

/**
 * Runs a query on a connection of the pool, as its prepared statement when it has a name (and `named`).
 *
 * A prepared `select *` answers the columns its table had when it was prepared. When a migration of a
 * newer instance changes them (a rolling deploy), PostgreSQL refuses to run it ("cached plan must not
 * change result type") on every connection that prepared it; that connection then runs every query
 * unnamed. The query is run again at once when it was outside a transaction; inside one, the
 * transaction is already lost, and the error is its caller's.
 */
export async function runQuery(client: pg.PoolClient, sql: string, values: unknown[], named: boolean): Promise<pg.QueryResult> {
  const name = named && !stale.has(client) ? names.get(sql) : undefined;
  if (!name) return client.query(sql, values);
  try {
    return await client.query({ name, text: sql, values });
  } catch (error) {
    if (!isStalePlan(error)) throw error;
    stale.add(client);
    if (client.getTransactionStatus() !== 'I') throw error;
    return client.query(sql, values);
  }
}

/**
 * PostgreSQL refused a prepared statement whose table changed since (above). Inside a transaction it
 * is answered 503 with the database's other passing failures (database-errors.ts): nothing was
 * written, and the same request succeeds when sent again. feature_not_supported is answered for other
 * things too: the message says which.
 */
export const isStalePlan = (error: unknown): boolean =>
  (error as { code?: unknown }).code === '0A000' && (error as Error).message.includes('cached plan must not change result type');
