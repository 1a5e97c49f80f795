import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

type Row = Record<string, unknown>;

/** A statement as Kysely runs it, and whether it leaves the database as it was (sqlite-group-commit.ts). */
export interface CachedStatement extends SqliteStatement {
  readonly readonly: boolean;
}

export interface StatementCache extends SqliteDatabase {
  prepare(sql: string): CachedStatement;
}
type BuildRow = (values: unknown[]) => Row;

/**
 * The database as Kysely's SQLite driver sees it, made for the hot path:
 *
 * - Kysely prepares every query afresh, and compiling the statement was a fifth of a comment create's
 *   time. The same SQL text reuses its compiled statement (better-sqlite3 statements are reusable;
 *   Kysely's driver runs one query at a time on its one connection, so one is never in use twice).
 *   Bounded: the least recently used statement goes first.
 * - better-sqlite3 builds each row object column by column from C++, which was most of the time of a
 *   50-comment list (51 rows of 37 columns: twice the time of reading them as arrays). Rows are read
 *   as arrays and made objects by a function compiled once per statement for its column names, so V8
 *   builds them like any object literal. The objects are the same: same keys in the same order, a
 *   later column of the same name winning as before.
 *
 * A schema change (a migration's create, alter or drop) empties the cache: a statement's columns,
 * and so its row builder, may differ after it.
 */
export function kyselySqliteDatabase(sqlite: SQLite.Database, max = 1_000): StatementCache {
  const cache = new Map<string, CachedStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): CachedStatement {
      const cached = cache.get(sql);
      if (cached) {
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      if (SCHEMA_CHANGE.test(sql)) {
        cache.clear();
        return sqlite.prepare(sql);
      }
      const statement = readsRows(sqlite.prepare(sql));
      cache.set(sql, statement);
      if (cache.size > max) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
}

const SCHEMA_CHANGE = /^\s*(create|alter|drop)\s/i;

/** A statement whose rows are read as arrays and built by a compiled builder; writes run as they are. */
function readsRows(statement: SQLite.Statement): CachedStatement {
  if (!statement.reader) return statement;
  statement.raw(true);
  const names = statement.columns().map((column) => column.name);
  const build = rowBuilder(names);
  return {
    reader: true,
    readonly: statement.readonly,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(build),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield build(values);
    },
  };
}

/**
 * `values => ({ "name0": values[0], ... })`. Names are written as JSON strings, so any name is safe
 * (`__proto__` too: like better-sqlite3's assignment, the literal's key sets no field of that name).
 */
function rowBuilder(names: string[]): BuildRow {
  const fields = names.map((name, index) => `${JSON.stringify(name)}: values[${index}]`).join(', ');
  return new Function('values', `return { ${fields} };`) as BuildRow;
}
