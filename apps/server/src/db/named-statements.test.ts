import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestDatabase } from '../test/test-app.ts';
import { openDatabase, type OpenDatabase } from './client.ts';
import { databaseFailure } from './database-errors.ts';
import { preparedQuery } from './prepared-query.ts';

interface Notes {
  notes: { id: number; body: string };
}

const noteById = preparedQuery((db: Kysely<Notes>, id: number) => db.selectFrom('notes').selectAll().where('id', '=', id));
const preparedStatements = (db: Kysely<Notes>) =>
  sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db).then(({ rows }) => rows.map((row) => row.statement));

describe.runIf(process.env.TEST_DB === 'postgres')('PostgreSQL prepared statements', () => {
  let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: OpenDatabase;
  let db: Kysely<Notes>;
  /** The server's settings with DATABASE_PREPARED_STATEMENTS as given (unset: the default). */
  const open = async (preparedStatements?: string) => {
    const variable = preparedStatements === undefined ? {} : { DATABASE_PREPARED_STATEMENTS: preparedStatements };
    database = await openDatabase({ ...loadConfig({ NODE_ENV: 'test', ...variable }), ...testDatabase.settings });
    db = database.db as unknown as Kysely<Notes>;
    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
    await db.insertInto('notes').values({ id: 1, body: 'first' }).execute();
  };
  /** What another instance's migration does, on a connection of its own. */
  const migrateElsewhere = async (statement: string) => {
    const client = new pg.Client({
      connectionString: testDatabase.settings.databaseUrl!,
      options: `-c search_path=${testDatabase.settings.databaseSchema}`,
    });
    await client.connect();
    await client.query(statement);
    await client.end();
  };

  beforeEach(async () => {
    testDatabase = await createTestDatabase();
  });
  afterEach(async () => {
    await database.close();
    await testDatabase.drop();
  });

  it("prepares a hot path's query once per connection and runs it again with only its values", async () => {
    await open();
    await db.connection().execute(async (connection) => {
      expect(await noteById(connection, 1)).toEqual([{ id: 1, body: 'first' }]);
      expect(await noteById(connection, 2)).toEqual([]);
      const prepared = await preparedStatements(connection);
      expect(prepared.filter((statement) => statement.includes('from "notes"'))).toHaveLength(1);
    });
  });

  it('prepares nothing with DATABASE_PREPARED_STATEMENTS=false (a pooler that does not keep them)', async () => {
    await open('false');
    await db.connection().execute(async (connection) => {
      expect(await noteById(connection, 1)).toEqual([{ id: 1, body: 'first' }]);
      expect(await preparedStatements(connection)).toEqual([]);
    });
  });

  it("answers with a newer instance's columns when its migration changed a prepared select * (a rolling deploy)", async () => {
    await open();
    await db.connection().execute(async (connection) => {
      await noteById(connection, 1);
      await migrateElsewhere(`alter table notes add column pinned boolean not null default false`);
      // PostgreSQL refuses the prepared statement now ("cached plan must not change result type"); the
      // query is run again unnamed, and so is everything after it on this connection.
      expect(await noteById(connection, 1)).toEqual([{ id: 1, body: 'first', pinned: false }]);
      expect(await noteById(connection, 1)).toEqual([{ id: 1, body: 'first', pinned: false }]);
    });
  });

  it('fails only the transaction that met the changed statement; its connection then works', async () => {
    await open();
    await db.connection().execute(async (connection) => {
      await noteById(connection, 1);
      await migrateElsewhere(`alter table notes add column pinned boolean not null default false`);
      const failed = await connection
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto('notes').values({ id: 2, body: 'second' }).execute();
          return noteById(trx, 1);
        })
        .catch((error: unknown) => error);
      expect(String(failed)).toMatch(/cached plan must not change result type/);
      // Answered 503 database-unavailable, which clients send again (the widget's outbox does).
      expect(databaseFailure(failed)).toBe('database-unavailable');
      expect(await noteById(connection, 2)).toEqual([]);
      expect(await noteById(connection, 1)).toEqual([{ id: 1, body: 'first', pinned: false }]);
    });
  });
});

describe('DATABASE_PREPARED_STATEMENTS', () => {
  it('is on unless set to false or 0, and a value it does not know stops the server with its name', () => {
    expect(loadConfig({}).databasePreparedStatements).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'true' }).databasePreparedStatements).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'false' }).databasePreparedStatements).toBe(false);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: '0' }).databasePreparedStatements).toBe(false);
    expect(() => loadConfig({ DATABASE_PREPARED_STATEMENTS: 'off' })).toThrow(/DATABASE_PREPARED_STATEMENTS: Invalid option/);
  });
});
