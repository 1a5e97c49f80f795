import { setTimeout as sleep } from 'node:timers/promises';
import type SQLite from 'better-sqlite3';
import { SelectQueryNode, type CompiledQuery, type DatabaseConnection, type DialectAdapter, type Driver, type QueryResult } from 'kysely';
import type { StatementCache } from './sqlite-statements.ts';

/**
 * Kysely's driver for the server's one SQLite connection, with group commit (ADR 036).
 *
 * A commit was half of a comment create's time in SQLite: every page the change touched written to
 * the log, its locks taken and dropped. Transactions that wait for the connection while one runs are
 * written in the same database transaction instead, each in a savepoint of its own, and committed
 * once, when the last of them is done:
 *
 * - A transaction's caller hears of success only once the shared commit has succeeded; a failed
 *   commit fails every transaction in it, so nothing is answered as stored that was not stored. One
 *   transaction that fails rolls back to its savepoint and leaves the others as they were.
 * - Transactions run one after another, as before, so each sees every earlier one's changes.
 * - The connection's other users run in turn between them. A read outside a transaction sees the
 *   changes of transactions still waiting for their commit (all of which are stored unless the commit
 *   itself fails: a full disk, an I/O error). A write outside a transaction commits the waiting ones
 *   first, so its success too means stored.
 * - The commit waits only for those already in the queue when a transaction ends: later callers queue
 *   behind it, so a commit is never put off by a steady stream of new transactions.
 *
 * Also as the server needs it:
 * - A transaction takes the write lock when it begins (`begin immediate`), waiting for it while
 *   another connection holds it (`#whenUnlocked`). Begun deferred, a transaction that read first and then wrote was refused at
 *   once ("database is locked", no wait) whenever another connection held the lock at that moment: the
 *   worker that checkpoints the log (`wal-checkpoints.ts`), an `npm run admin` command.
 * - SQLite rolls a transaction back by itself on some errors (SQLITE_FULL: a full disk, SQLITE_IOERR...):
 *   the error that says what happened is the one its caller gets (a 507 storage-full, not a 500 about
 *   "no transaction is active"), and so do the transactions that were waiting for its commit.
 */
export class GroupCommitSqliteDriver implements Driver {
  /** Callers waiting for the connection, first come first served. */
  readonly #waiting: ((lease: Lease) => void)[] = [];
  #holder: Lease | null = null;
  /** The open database transaction, while transactions that ended in it wait for its commit. */
  #group: Group | null = null;
  #commitQueued = false;

  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly statements: StatementCache,
    /** How long a statement waits for another connection's lock before it fails (SQLITE_BUSY). */
    private readonly busyTimeoutMs: number,
  ) {}

  async init(): Promise<void> {}

  acquireConnection(): Promise<DatabaseConnection> {
    return this.#acquire();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    if (this.#group) {
      this.#run(SAVEPOINT);
      lease.savepoint = true;
    } else {
      await this.#whenUnlocked(() => this.#run('begin immediate'));
      this.#group = newGroup();
      lease.savepoint = false;
    }
    lease.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    lease.inTransaction = false;
    if (!this.#group || !this.sqlite.inTransaction) {
      // The engine rolled it all back, on an error the transaction's own code caught and went on from.
      const error = new Error('The database rolled this transaction back');
      this.#lose(error);
      throw error;
    }
    if (lease.savepoint) this.#run(RELEASE);
    // Stored once the group commits: releaseConnection waits for that (for each group, when one
    // connection held across transaction after transaction saw its group committed meanwhile).
    const { stored } = this.#group;
    lease.stored = lease.stored && lease.stored !== stored ? Promise.all([lease.stored, stored]).then(() => undefined) : stored;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    lease.inTransaction = false;
    if (!this.sqlite.inTransaction) {
      this.#lose(new Error('The database rolled this transaction back'));
      return;
    }
    if (lease.savepoint) {
      this.#run(`rollback to ${SAVEPOINT_NAME}`);
      this.#run(RELEASE);
    } else {
      // The transaction that began the group: nothing else is in it yet.
      this.#run('rollback');
      this.#group = null;
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    const stored = lease.stored;
    if (stored && !this.#commitQueued) {
      // The transactions of the requests read in the same turn of the event loop join the group
      // first: a transaction's statements all run within one turn (SQLite answers synchronously).
      this.#commitQueued = true;
      setImmediate(
        () =>
          void this.#acquire().then((flush) => {
            this.#commitQueued = false;
            this.#commitGroup();
            this.#release(flush);
          }),
      );
    }
    this.#release(lease);
    if (stored) await stored;
  }

  /**
   * A statement run at once, without Kysely's hand-over of the connection (its acquire, release and
   * the promises between: about a microsecond of every prepared statement, db/prepared-query.ts), or
   * null where it must wait its turn: outside a transaction while another holds the connection, or
   * while another connection holds a lock it needs (`#whenUnlocked` then waits for it).
   * `inTransaction`: the caller is the transaction now holding the connection, the only one that can run.
   */
  runNow<R>(inTransaction: boolean, query: CompiledQuery): R[] | null {
    const holder = this.#holder;
    if (inTransaction) {
      if (!holder?.inTransaction) throw new Error('A transaction ran a statement while it did not hold the connection');
      return this.#execute<R>(holder, query).rows;
    }
    if (holder) return null;
    try {
      return this.#execute<R>(UNHELD, query).rows;
    } catch (error) {
      if (isBusy(error)) return null;
      throw error;
    }
  }

  async destroy(): Promise<void> {
    const lease = await this.#acquire();
    this.#commitGroup();
    this.#release(lease);
    this.sqlite.close();
  }

  #acquire(): Promise<Lease> {
    if (this.#holder) return new Promise((resolve) => this.#waiting.push(resolve));
    this.#holder = this.#newLease();
    return Promise.resolve(this.#holder);
  }

  #release(lease: Lease): void {
    if (this.#holder !== lease) return;
    const next = this.#waiting.shift();
    this.#holder = next ? this.#newLease() : null;
    next?.(this.#holder!);
  }

  #newLease(): Lease {
    const lease: Lease = {
      inTransaction: false,
      savepoint: false,
      stored: null,
      executeQuery: <R>(query: CompiledQuery) =>
        // In a transaction the write lock is held already; a read can wait for a checkpoint's.
        lease.inTransaction ? Promise.resolve(this.#execute<R>(lease, query)) : this.#whenUnlocked(() => this.#execute<R>(lease, query)),
      streamQuery: <R>(query: CompiledQuery) => this.#stream<R>(query),
    };
    return lease;
  }

  #commitGroup(): void {
    const group = this.#group;
    if (!group) return;
    this.#group = null;
    try {
      this.#run('commit');
    } catch (error) {
      if (this.sqlite.inTransaction) this.#run('rollback');
      group.fail(error);
      return;
    }
    group.succeed();
  }

  #execute<R>(lease: Pick<Lease, 'inTransaction'>, query: CompiledQuery): QueryResult<R> {
    const statement = this.statements.prepare(query.sql);
    if (!lease.inTransaction && !statement.readonly) this.#commitGroup();
    try {
      if (statement.reader) return { rows: statement.all(query.parameters) as R[] };
      const { changes, lastInsertRowid } = statement.run(query.parameters);
      return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
    } catch (error) {
      if (!this.sqlite.inTransaction) this.#lose(error);
      throw error;
    }
  }

  /** The engine ended the open transaction itself: what waited for its commit is lost, with this error. */
  #lose(error: unknown): void {
    this.#group?.fail(error);
    this.#group = null;
  }

  async *#stream<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) throw new Error('The SQLite driver streams select queries only');
    for (const row of this.statements.prepare(query.sql).iterate(query.parameters)) yield { rows: [row as R] };
  }

  /**
   * `work`, tried again while another connection holds the lock it needs, for up to busyTimeoutMs.
   * The connection itself never waits (its busy_timeout is 0): SQLite's own wait stops the event loop,
   * and the lock may be held by a connection of this very process that commits in a later turn of it
   * (another app's group, in tests), which would then wait out the whole timeout.
   */
  async #whenUnlocked<T>(work: () => T): Promise<T> {
    let deadline = 0;
    for (let attempt = 0; ; attempt++) {
      try {
        return work();
      } catch (error) {
        if (!isBusy(error)) throw error;
        deadline ||= performance.now() + this.busyTimeoutMs;
        if (performance.now() >= deadline) throw error;
      }
      await sleep(Math.min(2 ** attempt, MAX_BUSY_PAUSE_MS));
    }
  }

  #run(sql: string): void {
    this.statements.prepare(sql).run([]);
  }
}

/** The longest pause between two tries of a statement that found the database locked. */
const MAX_BUSY_PAUSE_MS = 20;

const isBusy = (error: unknown) => String((error as { code?: unknown }).code).startsWith('SQLITE_BUSY');

const SAVEPOINT_NAME = 'group_member';
const SAVEPOINT = `savepoint ${SAVEPOINT_NAME}`;
const RELEASE = `release ${SAVEPOINT_NAME}`;

/** The driver each Kysely on it (and every transaction of that Kysely) runs on, by their shared adapter. */
const drivers = new WeakMap<DialectAdapter, GroupCommitSqliteDriver>();

/** Marks `adapter`'s database as run by `driver` (the dialect does, when Kysely asks it for both). */
export function servedBy(adapter: DialectAdapter, driver: GroupCommitSqliteDriver): DialectAdapter {
  drivers.set(adapter, driver);
  return adapter;
}

/** The group-commit driver `db` runs on: none on PostgreSQL. */
export const groupCommitDriverOf = (db: { getExecutor(): { adapter: DialectAdapter } }): GroupCommitSqliteDriver | undefined =>
  drivers.get(db.getExecutor().adapter);

/** What `runNow` runs a statement as, outside any transaction, while nobody holds the connection. */
const UNHELD = { inTransaction: false };

/** One holder's use of the connection, from acquireConnection to releaseConnection. */
interface Lease extends DatabaseConnection {
  inTransaction: boolean;
  /** Its transaction runs in a savepoint of the open group (false: it began the group). */
  savepoint: boolean;
  /** Settles once the group its transactions ended in has committed (or failed to). */
  stored: Promise<void> | null;
}

interface Group {
  /** Settles when the group's commit succeeded or failed. */
  stored: Promise<void>;
  succeed(): void;
  fail(error: unknown): void;
}

function newGroup(): Group {
  let succeed!: () => void;
  let fail!: (error: unknown) => void;
  const stored = new Promise<void>((resolve, reject) => {
    succeed = resolve;
    fail = reject;
  });
  // A group may fail before any transaction waits for it (the one that began it failed too).
  stored.catch(() => undefined);
  return { stored, succeed, fail };
}
