import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preparedQuery } from './prepared-query.ts';

interface Notes {
  notes: { id: number; body: string; done: number };
}

describe('prepared queries', () => {
  let db: Kysely<Notes>;

  beforeEach(async () => {
    db = new Kysely<Notes>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    await sql`create table notes (id integer primary key, body text, done integer)`.execute(db);
    await db
      .insertInto('notes')
      .values([
        { id: 1, body: 'first', done: 0 },
        { id: 2, body: 'second', done: 1 },
        { id: 3, body: 'third', done: 0 },
      ])
      .execute();
  });
  afterEach(() => db.destroy());

  it("answers each call with that call's values, an argument used twice included", async () => {
    const notes = preparedQuery((db: Kysely<Notes>, done: number, above: number) =>
      db
        .selectFrom('notes')
        .select('body')
        .where('done', '=', done)
        .where((eb) => eb.or([eb('id', '>', above), eb('id', '=', above)]))
        .orderBy('id'),
    );
    expect(await notes(db, 0, 1)).toEqual([{ body: 'first' }, { body: 'third' }]);
    expect(await notes(db, 1, 1)).toEqual([{ body: 'second' }]);
    expect(await notes(db, 0, 3)).toEqual([{ body: 'third' }]);
  });

  it('refuses a query with a value written into it, which would be frozen at its first call', async () => {
    const open = preparedQuery((db: Kysely<Notes>, above: number) =>
      db.selectFrom('notes').select('body').where('done', '=', 0).where('id', '>', above),
    );
    await expect(open(db, 0)).rejects.toThrow(/parameter that is not one of its arguments/);
  });
});
