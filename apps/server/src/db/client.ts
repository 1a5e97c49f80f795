import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, SqliteDriver, type DatabaseConnection, type SqliteDialectConfig } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { kyselySqliteDatabase } from './sqlite-statements.ts';

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

export async function openDatabase(
  options: { databaseUrl: string | null; dataDir: string; databaseSchema: string | null },
  onConnectionLost: (error: Error) => void = () => undefined,
): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A request waits this long for a connection, not forever, while PostgreSQL is unreachable.
      connectionTimeoutMillis: 5_000,
      ...(options.databaseSchema ? { options: `-c search_path=${options.databaseSchema}` } : {}),
    });
    // A connection that PostgreSQL dropped (a restart, a network cut): its query fails, the pool
    // discards it and opens a new one when needed. Without these listeners the 'error' event of an idle
    // connection (on the pool) or of one in use (on the client, which Kysely holds) ends the process.
    pool.on('error', onConnectionLost);
    pool.on('connect', (client) => client.on('error', onConnectionLost));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }

  mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(join(options.dataDir, 'commentflow.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new TransactionSafeSqliteDialect({ database: kyselySqliteDatabase(sqlite) }, sqlite) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * SQLite rolls a transaction back by itself on some errors (SQLITE_FULL: a full disk, SQLITE_IOERR...),
 * and Kysely's ROLLBACK after it then fails with "no transaction is active", which hid the error that
 * says what happened (the caller got a 500 instead of a 507 storage-full).
 */
class TransactionSafeSqliteDialect extends SqliteDialect {
  constructor(
    private readonly settings: SqliteDialectConfig,
    private readonly sqlite: SQLite.Database,
  ) {
    super(settings);
  }

  override createDriver(): SqliteDriver {
    const sqlite = this.sqlite;
    return new (class extends SqliteDriver {
      override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        if (sqlite.inTransaction) await super.rollbackTransaction(connection);
      }
    })(this.settings);
  }
}
