import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { until } from '../test/socket-clients.ts';
import { openDatabase } from './client.ts';
import { checkpointOffTheLoop } from './wal-checkpoints.ts';

const directories: string[] = [];
const newDirectory = () => {
  const directory = mkdtempSync(join(tmpdir(), 'cf-wal-'));
  directories.push(directory);
  return directory;
};
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

describe("SQLite's log is copied into the database off the event loop (wal-checkpoints.ts)", () => {
  it('no commit of the server copies it: a worker does, once the log has outgrown a thousand pages', async () => {
    const dataDir = newDirectory();
    const database = await openDatabase({ databaseUrl: null, dataDir, databaseSchema: null, databaseQueryTimeoutMs: 10_000 });
    try {
      const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(database.db);
      expect(rows[0]!.wal_autocheckpoint).toBe(0);
      await sql`create table notes (id integer primary key, body text)`.execute(database.db);
      const file = join(dataDir, 'commentflow.db');
      const before = statSync(file).size;
      // About 6 MB of log: past the thousand pages at which SQLite's own checkpoint would have run in a commit.
      for (let batch = 0; batch < 30; batch++)
        await database.db.transaction().execute(async (trx) => {
          for (let row = 0; row < 50; row++) await sql`insert into notes (body) values (${'x'.repeat(4_000)})`.execute(trx);
        });
      // The database file grows only when pages are copied into it: here, by the worker.
      await until(() => statSync(file).size > before + 4_000_000, 10_000);
    } finally {
      await database.close();
    }
  });

  it('tells the server when the worker fails, so that its commits copy the log again', async () => {
    const dataDir = newDirectory();
    // A log past the threshold beside a database that is not there: the worker starts and cannot open it.
    writeFileSync(join(dataDir, 'gone.db-wal'), Buffer.alloc(5_000_000));
    const failures: Error[] = [];
    const checkpoints = checkpointOffTheLoop(join(dataDir, 'gone.db'), (error) => failures.push(error));
    try {
      await until(() => failures.length > 0, 10_000);
      expect(failures[0]!.message).toBe('SQLITE_CANTOPEN: unable to open database file');
    } finally {
      await checkpoints.stop();
    }
  });
});
