import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kyselySqliteDatabase } from './sqlite-statements.ts';

// Rows read through the statement layer must be exactly what better-sqlite3 gives on its own:
// every query of the server on SQLite goes through it.
describe('SQLite statements as Kysely reads them', () => {
  let sqlite: SQLite.Database;
  let db: Kysely<Record<string, Record<string, unknown>>>;

  beforeEach(async () => {
    sqlite = new SQLite(':memory:');
    db = new Kysely({ dialect: new SqliteDialect({ database: kyselySqliteDatabase(sqlite) }) });
    await sql`create table notes (id integer primary key, body text, meta text, score real)`.execute(db);
    await db
      .insertInto('notes')
      .values([
        { id: 1, body: 'first', meta: '{"a":1}', score: 1.5 },
        { id: 2, body: null, meta: null, score: null },
      ])
      .execute();
  });
  afterEach(() => db.destroy());

  const plain = (text: string, ...parameters: unknown[]) => sqlite.prepare(text).all(...parameters);

  it('answers the rows better-sqlite3 answers, key order and nulls included, run after run', async () => {
    for (let run = 0; run < 3; run++) {
      const rows = await db.selectFrom('notes').selectAll().orderBy('id').execute();
      expect(rows).toStrictEqual(plain('select * from notes order by id'));
      expect(Object.keys(rows[0]!)).toEqual(['id', 'body', 'meta', 'score']);
    }
  });

  it('keeps the last of two columns of one name, and treats a column named __proto__ as better-sqlite3 does', async () => {
    const text = `select id, body as dup, meta as dup, body as "__proto__" from notes where id = ?`;
    const { rows } = await sql.raw<Record<string, unknown>>(text.replace('?', '1')).execute(db);
    expect(rows).toStrictEqual(plain(text, 1));
    expect(Object.keys(rows[0]!)).toEqual(['id', 'dup']);
    expect(rows[0]).toHaveProperty('dup', '{"a":1}');
  });

  it('answers RETURNING rows and counts changes of writes', async () => {
    const inserted = await db.insertInto('notes').values({ id: 3, body: 'third' }).returning(['id', 'body']).execute();
    expect(inserted).toStrictEqual([{ id: 3, body: 'third' }]);
    const updated = await db.updateTable('notes').set({ score: 2 }).where('id', '>', 1).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
  });

  it('sees the new columns of a table after a schema change', async () => {
    const before = await db.selectFrom('notes').selectAll().orderBy('id').execute();
    expect(before[0]).not.toHaveProperty('labels');
    await sql`alter table notes add column labels text default '[]'`.execute(db);
    const rows = await db.selectFrom('notes').selectAll().orderBy('id').execute();
    expect(rows).toStrictEqual(plain('select * from notes order by id'));
    expect(rows[0]).toHaveProperty('labels', '[]');
  });

  it('streams rows as objects', async () => {
    const streamed: unknown[] = [];
    for await (const row of db.selectFrom('notes').select(['id', 'body']).orderBy('id').stream()) streamed.push(row);
    expect(streamed).toStrictEqual(plain('select id, body from notes order by id'));
  });
});
