import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

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
  it("a transaction that reads and then writes waits for another connection's write to commit, rather than failing", async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir, databaseSchema: null, databaseQueryTimeoutMs: 10_000 });
    try {
      await sql`create table notes (id integer primary key, body text)`.execute(database.db);
      const other = await writeSlowly(join(dataDir, 'commentflow.db'), 1_000);
      await database.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ count: number }>`select count(*) as count from notes`.execute(trx);
        await sql`insert into notes (body) values (${`note ${rows[0]!.count + 1}`})`.execute(trx);
      });
      await other.committed;
      // It began once the other had committed, so it counted that note too.
      const { rows } = await sql<{ body: string }>`select body from notes order by id`.execute(database.db);
      expect(rows).toEqual([{ body: 'from elsewhere' }, { body: 'note 2' }]);
    } finally {
      await database.close();
    }
  });
});
