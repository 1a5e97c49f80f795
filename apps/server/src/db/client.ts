import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type DialectAdapter, type Driver } from 'kysely';
import pg from 'pg';
import { CurrentSchemaPostgresDialect } from './current-schema-dialect.ts';
import { STALL_MARGIN_MS, timeLimitedPool } from './query-time-limit.ts';
import type { Database } from './schema.ts';
import { checkpointOffTheLoop } from './wal-checkpoints.ts';
import { GroupCommitSqliteDriver, servedBy } from './sqlite-group-commit.ts';
import { kyselySqliteDatabase, type StatementCache } from './sqlite-statements.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
  /**
   * Runs `work` on a database handle free of the query time limit, for the migrations at start-up: they
   * wait for another instance's migrations (an advisory lock) and may build indexes over large tables.
   */
  withoutTimeLimit<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T>;
}

// Rows must look alike on both engines: times as ISO strings, counts as numbers.
const toIso = (value: string) => new Date(value).toISOString();
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, toIso);
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (value) => toIso(`${value}Z`));
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

export async function openDatabase(
  options: {
    databaseUrl: string | null;
    dataDir: string;
    databaseSchema: string | null;
    databaseQueryTimeoutMs: number;
    /** PostgreSQL: the hot paths' queries run as prepared statements (db/named-statements.ts); true unless false. */
    databasePreparedStatements?: boolean;
  },
  onConnectionLost: (error: Error) => void = () => undefined,
  /** SQLite: the worker that copies the log into the database failed, and commits copy it again (wal-checkpoints.ts). */
  onCheckpointsFailed: (error: Error) => void = () => undefined,
): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const settings: pg.PoolConfig = {
      connectionString: options.databaseUrl,
      // A request waits this long for a connection, not forever, while PostgreSQL is unreachable.
      connectionTimeoutMillis: 5_000,
      ...(options.databaseSchema ? { options: `-c search_path=${options.databaseSchema}` } : {}),
    };
    // PostgreSQL cancels a statement that runs past the limit (a lock held too long, an overloaded
    // server); the pool gives up on a connection that does not answer at all (timeLimitedPool).
    const pool = new pg.Pool({ ...settings, max: 10, statement_timeout: options.databaseQueryTimeoutMs });
    // A connection that PostgreSQL dropped (a restart, a network cut): its query fails, the pool
    // discards it and opens a new one when needed. Without these listeners the 'error' event of an idle
    // connection (on the pool) or of one in use (on the client, which Kysely holds) ends the process.
    pool.on('error', onConnectionLost);
    pool.on('connect', (client) => client.on('error', onConnectionLost));
    const db = new Kysely<Database>({
      dialect: new CurrentSchemaPostgresDialect({
        pool: timeLimitedPool(pool, options.databaseQueryTimeoutMs + STALL_MARGIN_MS, options.databasePreparedStatements ?? true),
      }),
    });
    return {
      db,
      dialect: 'postgres',
      close: () => db.destroy(),
      async withoutTimeLimit(work) {
        const unlimited = new Kysely<Database>({
          dialect: new CurrentSchemaPostgresDialect({ pool: new pg.Pool({ ...settings, max: 1 }) }),
        });
        try {
          return await work(unlimited);
        } finally {
          await unlimited.destroy();
        }
      },
    };
  }

  const sqlite = openSqlite(options.dataDir);
  const checkpoints = checkpointOffTheLoop(sqlite.name, (error) => {
    sqlite.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
    onCheckpointsFailed(error);
  });
  // The driver waits for another connection's lock itself, without stopping the event loop.
  sqlite.pragma('busy_timeout = 0');
  const db = new Kysely<Database>({ dialect: new GroupCommitSqliteDialect(sqlite, kyselySqliteDatabase(sqlite)) });
  // SQLite runs in this process: a statement cannot stall on a network, and a lock waits SQLITE_BUSY_TIMEOUT_MS.
  return {
    db,
    dialect: 'sqlite',
    async close() {
      await checkpoints.stop();
      await db.destroy();
    },
    withoutTimeLimit: (work) => work(db),
  };
}

/** How long a statement waits for another connection's lock (a checkpoint, an `npm run admin` command). */
const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/** SQLite's default automatic checkpoint, for a connection whose log has no worker to copy it. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1_000;

/**
 * The embedded database file with the settings the server runs it with (bench/stack-server.ts opens it
 * so too). Its commits never copy the log into the database: `checkpointOffTheLoop` does, in a worker.
 */
export function openSqlite(dataDir: string): SQLite.Database {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(join(dataDir, 'commentflow.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('wal_autocheckpoint = 0');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  return sqlite;
}

/** Kysely's SQLite dialect, its driver committing transactions in groups (sqlite-group-commit.ts). */
class GroupCommitSqliteDialect extends SqliteDialect {
  readonly #driver: GroupCommitSqliteDriver;

  constructor(sqlite: SQLite.Database, statements: StatementCache) {
    super({ database: statements });
    this.#driver = new GroupCommitSqliteDriver(sqlite, statements, SQLITE_BUSY_TIMEOUT_MS);
  }

  override createDriver(): Driver {
    return this.#driver;
  }

  // Prepared statements find the driver by the adapter, to run at once (db/prepared-query.ts).
  override createAdapter(): DialectAdapter {
    return servedBy(super.createAdapter(), this.#driver);
  }
}
