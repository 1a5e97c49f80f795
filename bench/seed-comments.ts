// Older comments added straight into a bench server's database, so a list can be timed at 100,000
// stored comments without creating them one request at a time. Each copies one of the workspace's
// pins under a new id, dated before every real one: the list's first page is the same, only the
// table beneath it grows.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { BenchWorld } from './support.ts';

const SEEDED_AT = '2020-01-01T00:00:00.000Z';

/**
 * The select list of the copy: a new id (`<seed>-<n>`), no client id, the old date, else the
 * original's columns. `param` adds a value and answers its placeholder.
 */
function copyOf(columns: string[], seed: string, param: (value: string) => string, postgres: boolean): string {
  return columns
    .map((column) => {
      if (column === 'id') return `${param(`${seed}-`)} || n.i${postgres ? '::text' : ''}`;
      if (column === 'client_id') return 'null';
      if (column === 'created_at' || column === 'updated_at') return `${param(SEEDED_AT)}${postgres ? '::timestamptz' : ''}`;
      return `c."${column}"`;
    })
    .join(', ');
}

/** Adds `count` comments to the world's workspace; `seed` is unique per call (it prefixes their ids). */
export async function seedComments(world: BenchWorld, databaseUrl: string | undefined, count: number, seed: string): Promise<void> {
  if (databaseUrl) return seedPostgres(world, databaseUrl, count, seed);
  const db = new Database(join(world.server.dataDir, 'commentflow.db'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 10000');
    const columns = (db.pragma('table_info(comments)') as { name: string }[]).map((column) => column.name);
    const values: (string | number)[] = [count];
    const select = copyOf(columns, seed, (value) => (values.push(value), '?'), false);
    values.push(world.workspaceId);
    db.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
       insert into comments (${columns.map((c) => `"${c}"`).join(', ')})
       select ${select} from n, (select * from comments where workspace_id = ? and parent_id is null limit 1) as c`,
    ).run(...values);
  } finally {
    db.close();
  }
}

async function seedPostgres(world: BenchWorld, databaseUrl: string, count: number, seed: string): Promise<void> {
  // In the world's own schema (bench/support.ts's benchSchema), which its stop() drops with these rows.
  const client = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${world.env.DATABASE_SCHEMA}` });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select column_name as name from information_schema.columns where table_name = 'comments' and table_schema = current_schema() order by ordinal_position`,
    );
    const columns = rows.map((row) => row.name);
    const values: (string | number)[] = [count];
    const select = copyOf(columns, seed, (value) => `$${values.push(value)}`, true);
    values.push(world.workspaceId);
    await client.query(
      `insert into comments (${columns.map((c) => `"${c}"`).join(', ')})
       select ${select} from generate_series(1, $1) as n(i), (select * from comments where workspace_id = $${values.length} and parent_id is null limit 1) as c`,
      values,
    );
    // What autovacuum does after such a load, only later: with the statistics of the small table, the
    // planner hash-joins all 100,000 rows before the limit (2.6 s instead of 0.2 ms for the page).
    await client.query('analyze comments');
  } finally {
    await client.end();
  }
}
