import type { Compilable, CompiledQuery, Kysely, Transaction } from 'kysely';
import { nameStatement } from './named-statements.ts';
import { groupCommitDriverOf } from './sqlite-group-commit.ts';
import type { Database } from './schema.ts';

type Db<DB = Database> = Kysely<DB> | Transaction<DB>;

/** What `build` gets in place of each argument: a value that can stand nowhere but as a parameter. */
const placeholder = (index: number) => `\u0000prepared-query-argument-${index}\u0000`;

interface Compiled {
  query: CompiledQuery;
  /** For each parameter of the SQL, the argument that fills it. */
  argumentAt: number[];
}

/**
 * A query whose shape never changes, built and compiled by Kysely once per database engine and run
 * again with each call's values. Building a query's tree and compiling it to SQL cost more than
 * SQLite took to run it on the hot paths (bench/api-throughput.ts; ADR 023).
 *
 * `build` receives placeholders for its arguments and must pass each one to Kysely as a value (where,
 * values, set, limit). Every parameter of the compiled SQL must be one of them: a constant written
 * into `build` as a value (`new Date()`) would be frozen at the first call, so it is refused: pass
 * it as an argument, or write a true constant into the SQL with `sql.lit` (`enabled = 1`). A value whose shape changes the SQL (a list for `in`) cannot be prepared.
 */
export function preparedQuery<Args extends unknown[], Row, DB = Database>(
  build: (db: Db<DB>, ...args: Args) => Compilable<Row>,
): (db: Db<DB>, ...args: Args) => Promise<Row[]> {
  const byEngine = new Map<unknown, Compiled>();
  return async (db, ...args) => {
    const engine = db.getExecutor().adapter.constructor;
    let compiled = byEngine.get(engine);
    if (!compiled) {
      compiled = compile(db, build, args.length);
      byEngine.set(engine, compiled);
    }
    const { query, argumentAt } = compiled;
    const bound = { ...query, parameters: argumentAt.map((index) => args[index]) };
    // On SQLite, at once where it may (db/sqlite-group-commit.ts `runNow`), else through Kysely.
    return groupCommitDriverOf(db)?.runNow<Row>(db.isTransaction, bound) ?? ((await db.executeQuery<Row>(bound)).rows as Row[]);
  };
}

function compile<Args extends unknown[], Row, DB>(
  db: Db<DB>,
  build: (db: Db<DB>, ...args: Args) => Compilable<Row>,
  arity: number,
): Compiled {
  const placeholders = Array.from({ length: arity }, (_, index) => placeholder(index));
  const query = build(db, ...(placeholders as Args)).compile();
  const argumentAt = query.parameters.map((parameter) => {
    const index = placeholders.indexOf(parameter as string);
    if (index < 0) throw new Error(`A prepared query has a parameter that is not one of its arguments: ${query.sql}`);
    return index;
  });
  if (placeholders.some((value) => query.sql.includes(value)))
    throw new Error(`A prepared query wrote an argument into its SQL: ${query.sql}`);
  // PostgreSQL prepares it too, once per connection (SQLite's statements are kept by sqlite-statements.ts).
  nameStatement(query.sql);
  return { query, argumentAt };
}
