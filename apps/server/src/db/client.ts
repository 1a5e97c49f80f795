import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

// Rows must look alike on both engines: times as ISO strings, counts as numbers.
const toIso = (value: string) => new Date(value).toISOString();
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, toIso);
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (value) => toIso(`${value}Z`));
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

export async function openDatabase(options: { databaseUrl: string | null; dataDir: string; databaseSchema: string | null }): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.databaseSchema ? { options: `-c search_path=${options.databaseSchema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }

  mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(join(options.dataDir, 'commentflow.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  reusePreparedStatements(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Kysely prepares every query afresh, and compiling the statement was a fifth of a comment create's
 * time on SQLite. The same SQL text now reuses its compiled statement (better-sqlite3 statements are
 * reusable, and SQLite recompiles one by itself after a schema change). Kysely's SQLite driver runs
 * one query at a time on its one connection, so a statement is never in use twice at once. Bounded:
 * the least recently used statement goes first.
 */
function reusePreparedStatements(sqlite: SQLite.Database, max = 1_000): void {
  const compiled = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    const cached = compiled.get(source);
    if (cached) {
      compiled.delete(source);
      compiled.set(source, cached);
      return cached;
    }
    const statement = prepare(source);
    compiled.set(source, statement);
    if (compiled.size > max) compiled.delete(compiled.keys().next().value!);
    return statement;
  }) as typeof sqlite.prepare;
}
