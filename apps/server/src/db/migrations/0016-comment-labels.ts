import { sql, type Kysely } from 'kysely';

// Thread labels (issue "Integrations and automation": rules with a condition on labels). A JSON list of
// lower-case strings on the thread's root comment, text on both engines like every JSON column.

type Dialect = 'sqlite' | 'postgres';

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('comments')
    .addColumn('labels', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
    .execute();
}
