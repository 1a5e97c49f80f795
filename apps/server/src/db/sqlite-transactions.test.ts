import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Generated, type Kysely, type Transaction } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from './client.ts';
import { preparedQuery } from './prepared-query.ts';
import type { Database } from './schema.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'cf-sqlite-tx-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * Another process (an `npm run admin` command) writing a note in a transaction that holds SQLite's write
 * lock for `ms`: resolves once the lock is seen held (`committed`: once that process has ended).
 */
async function writeSlowly(file: string, ms: number): Promise<{ committed: Promise<void> }> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const holder = spawn(process.execPath, [
    '-e',
    `const db = new (require(${JSON.stringify(driver)}))(${JSON.stringify(file)});
     db.exec("begin immediate; insert into notes (body) values ('from elsewhere')");
     Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${ms});
     db.exec('commit');`,
  ]);
  const committed = new Promise<void>((resolve) => holder.once('exit', () => resolve()));
  const probe = new SQLite(file, { timeout: 0 });
  try {
    for (;;) {
      try {
        probe.exec('begin immediate; rollback');
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_BUSY') return { committed };
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    probe.close();
  }
}

describe('SQLite transactions on the server connection', () => {
  it("a transaction that reads and then writes waits for another connection's write to commit, rather than failing, and the server goes on meanwhile", async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir, databaseSchema: null, databaseQueryTimeoutMs: 10_000 });
    try {
      await sql`create table notes (id integer primary key, body text)`.execute(database.db);
      const other = await writeSlowly(join(dataDir, 'commentflow.db'), 1_000);
      let timerRan = false;
      setTimeout(() => (timerRan = true), 10);
      const timerRanWhileWaiting = await database.db
        .transaction()
        .execute(async (trx) => {
          const { rows } = await sql<{ count: number }>`select count(*) as count from notes`.execute(trx);
          await sql`insert into notes (body) values (${`note ${rows[0]!.count + 1}`})`.execute(trx);
        })
        .then(() => timerRan);
      await other.committed;
      // The wait did not stop the event loop (SQLite's own busy wait would have).
      expect(timerRanWhileWaiting).toBe(true);
      // It began once the other had committed, so it counted that note too.
      const { rows } = await sql<{ body: string }>`select body from notes order by id`.execute(database.db);
      expect(rows).toEqual([{ body: 'from elsewhere' }, { body: 'note 2' }]);
    } finally {
      await database.close();
    }
  });
});

// Transactions that wait for the connection together are committed together (sqlite-group-commit.ts).
describe('SQLite transactions committed in groups', () => {
  let database: OpenDatabase;
  /** Another connection to the same file: what it sees is what is stored. */
  let elsewhere: SQLite.Database;
  let table = 0;
  let notes: string;
  beforeAll(async () => {
    const groupDir = mkdtempSync(join(dataDir, 'group-'));
    database = await openDatabase({ databaseUrl: null, dataDir: groupDir, databaseSchema: null, databaseQueryTimeoutMs: 10_000 });
    elsewhere = new SQLite(join(groupDir, 'commentflow.db'));
  });
  afterAll(async () => {
    elsewhere.close();
    await database.close();
  });
  beforeEach(async () => {
    notes = `notes_${++table}`;
    await sql`create table ${sql.table(notes)} (id integer primary key, body text not null, parent integer references ${sql.table(notes)} (id) deferrable initially deferred)`.execute(
      database.db,
    );
  });
  const storedBodies = () =>
    (elsewhere.prepare(`select body from ${notes} order by id`).all() as { body: string }[]).map((row) => row.body);
  const isStored = (body: string) => elsewhere.prepare(`select 1 from ${notes} where body = ?`).get(body) !== undefined;
  const addNote = (db: Kysely<Database>, body: string, parent: number | null = null) =>
    sql`insert into ${sql.table(notes)} (body, parent) values (${body}, ${parent})`.execute(db);

  it('answers each transaction only once it is stored, each seeing those before it, and one that fails takes no other with it', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        database.db
          .transaction()
          .execute(async (trx) => {
            const { rows } = await sql<{ count: number }>`select count(*) as count from ${sql.table(notes)}`.execute(trx);
            await addNote(trx, `note ${i}`);
            if (i === 7) throw new Error('note 7 changed its mind');
            return rows[0]!.count;
          })
          .then((seen) => ({ seen, storedWhenAnswered: isStored(`note ${i}`) })),
      ),
    );
    expect(outcomes[7]).toEqual({ status: 'rejected', reason: new Error('note 7 changed its mind') });
    const answered = outcomes.filter((outcome) => outcome.status === 'fulfilled').map((outcome) => outcome.value);
    expect(answered.map((answer) => answer.storedWhenAnswered)).toEqual(Array(19).fill(true));
    // One after another: each counted the notes of those before it (note 7's undone).
    expect(answered.map((answer) => answer.seen)).toEqual([...Array(19).keys()]);
    expect(storedBodies()).toEqual(Array.from({ length: 20 }, (_, i) => `note ${i}`).filter((body) => body !== 'note 7'));
  });

  it('fails every transaction of a commit that fails, and stores none of them', async () => {
    // A deferred constraint is checked at the commit: note 2's parent does not exist.
    const outcomes = await Promise.allSettled(
      [1, 2, 3].map((i) => database.db.transaction().execute((trx) => addNote(trx, `note ${i}`, i === 2 ? 999 : null))),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(storedBodies()).toEqual([]);
    // The connection goes on as before.
    await database.db.transaction().execute((trx) => addNote(trx, 'after'));
    expect(storedBodies()).toEqual(['after']);
  });

  it('commits the transactions waiting for their commit before a write outside a transaction, so its success means stored too', async () => {
    const inGroup = database.db.transaction().execute((trx) => addNote(trx, 'in a transaction'));
    // Asked for in the same turn: it has the connection before the group's commit.
    await addNote(database.db, 'on its own');
    expect(storedBodies()).toEqual(['in a transaction', 'on its own']);
    await inGroup;
  });

  describe('prepared statements, which run at once where they may (runNow)', () => {
    type Notes = Record<string, { id: Generated<number>; body: string; parent: number | null }>;
    const prepared = () => ({
      add: preparedQuery<[string], unknown, Notes>((db, body) => db.insertInto(notes).values({ body })),
      count: preparedQuery<[], { count: number }, Notes>((db) => db.selectFrom(notes).select((eb) => eb.fn.countAll<number>().as('count'))),
    });
    const on = (db: Kysely<Database> | Transaction<Database>) => db as unknown as Kysely<Notes>;

    it('are part of the transaction that runs them: seen by its later statements, undone with it', async () => {
      const { add, count } = prepared();
      const seen = database.db.transaction().execute(async (trx) => {
        await add(on(trx), 'undone');
        const [{ count: inside }] = (await count(on(trx))) as [{ count: number }];
        throw new Error(`saw ${inside}`);
      });
      await expect(seen).rejects.toThrow('saw 1');
      expect(await count(on(database.db))).toEqual([{ count: 0 }]);
      await add(on(database.db), 'kept');
      expect(storedBodies()).toEqual(['kept']);
    });

    it('outside a transaction, wait while one holds the connection, and never see what it undoes', async () => {
      const { add, count } = prepared();
      let letGo!: () => void;
      const held = new Promise<void>((resolve) => (letGo = resolve));
      let added!: () => void;
      const hasAdded = new Promise<void>((resolve) => (added = resolve));
      const undone = database.db.transaction().execute(async (trx) => {
        await add(on(trx), 'undone');
        added();
        await held;
        throw new Error('changed its mind');
      });
      await hasAdded;
      const counted = count(on(database.db));
      letGo();
      await expect(undone).rejects.toThrow('changed its mind');
      expect(await counted).toEqual([{ count: 0 }]);
    });
  });

  it('keeps a connection held across transactions usable after each commit, and stores them once it is released', async () => {
    await database.db.connection().execute(async (connection) => {
      await connection.transaction().execute((trx) => addNote(trx, 'first'));
      await connection.transaction().execute((trx) => addNote(trx, 'second'));
      const { rows } = await sql<{ count: number }>`select count(*) as count from ${sql.table(notes)}`.execute(connection);
      expect(rows[0]!.count).toBe(2);
    });
    expect(storedBodies()).toEqual(['first', 'second']);
  });
});
