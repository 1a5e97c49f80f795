import { sql, type Kysely } from 'kysely';

// A comment's revision: bumped by the database itself whenever anything its presented form shows
// changes, its own row or a row the list joins to it (its screenshot, ARIA finding, author's name and
// picture, API key's name). The comment list keeps each presented comment per revision
// (presenters/comment-list.ts; ADR 034). Triggers rather than application code: no write path,
// present or future, raw SQL and foreign-key actions included, can forget to bump it.

type Dialect = 'sqlite' | 'postgres';

/** The joined tables: which of their columns the presented comment shows, and the comments they belong to. */
const JOINED = [
  { table: 'screenshots', columns: null, comments: (row: string) => `id = ${row}.comment_id` },
  { table: 'aria_findings', columns: null, comments: (row: string) => `id = ${row}.comment_id` },
  { table: 'users', columns: ['display_name', 'photo_url'], comments: (row: string) => `author_user_id = ${row}.id` },
  { table: 'api_keys', columns: ['name'], comments: (row: string) => `api_key_id = ${row}.id` },
] as const;

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('comments')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  if (dialect === 'postgres') await postgresTriggers(db);
  else await sqliteTriggers(db);
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  // The condition keeps the trigger's own update (and any that sets the revision) from bumping it twice.
  await sql
    .raw(
      `create trigger comments_revision after update on comments for each row when new.revision = old.revision
       begin update comments set revision = old.revision + 1 where id = new.id; end`,
    )
    .execute(db);
  for (const { table, columns, comments } of JOINED) {
    for (const event of ['insert', 'update', 'delete'] as const) {
      if (columns && event === 'insert') continue;
      const row = event === 'delete' ? 'old' : 'new';
      // Saving a profile unchanged must not rewrite every comment its author wrote.
      const when =
        columns && event === 'update' ? `when ${columns.map((column) => `old.${column} is not new.${column}`).join(' or ')}` : '';
      await sql
        .raw(
          `create trigger ${table}_comment_revision_${event} after ${event} on ${table} for each row ${when}
           begin update comments set revision = revision + 1 where ${comments(row)}; end`,
        )
        .execute(db);
    }
  }
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create function comments_bump_revision() returns trigger language plpgsql as $$
       begin new.revision := old.revision + 1; return new; end $$`,
    )
    .execute(db);
  await sql
    .raw('create trigger comments_revision before update on comments for each row execute function comments_bump_revision()')
    .execute(db);
  for (const { table, columns, comments } of JOINED) {
    // One function per table: the row is the new one, or the old one of a delete.
    await sql
      .raw(
        `create function ${table}_comment_revision() returns trigger language plpgsql as $$
         begin
           if tg_op = 'DELETE' then update comments set revision = revision + 1 where ${comments('old')}; return old; end if;
           update comments set revision = revision + 1 where ${comments('new')}; return new;
         end $$`,
      )
      .execute(db);
    const run = (events: string, when = '') =>
      sql
        .raw(
          `create trigger ${table}_comment_revision_${events.split(' ')[0]} after ${events} on ${table} for each row ${when}
              execute function ${table}_comment_revision()`,
        )
        .execute(db);
    if (!columns) await run('insert or update or delete');
    else {
      // Saving a profile unchanged must not rewrite every comment its author wrote.
      await run('update', `when (${columns.map((column) => `old.${column} is distinct from new.${column}`).join(' or ')})`);
      await run('delete');
    }
  }
}
