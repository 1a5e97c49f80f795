import { sql, type Kysely } from 'kysely';

// The transactional outbox of the socket events (services/event-outbox.ts, ADR 019): one row per
// committed change, written in the change's transaction and deleted once its events went out.

type Dialect = 'sqlite' | 'postgres';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const ts = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable('event_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The change's DomainEvent[] as JSON, in the order the service returned them.
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    // Set by the sweeper that took the row; once it lapses (that instance died) another may take it.
    .addColumn('claimed_until', ts)
    .execute();
  await db.schema.createIndex('event_outbox_created').on('event_outbox').column('created_at').execute();
}
