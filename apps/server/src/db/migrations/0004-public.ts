import { sql, type Kysely } from 'kysely';

// The public roadmap (feature requests, one vote per user, comments) and the changelog: issue #6.

type Dialect = 'sqlite' | 'postgres';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const ts = dialect === 'postgres' ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable('roadmap_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('under_review'))
    .addColumn('author_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('vote_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('roadmap_requests_status').on('roadmap_requests').columns(['status', 'vote_count']).execute();

  await db.schema
    .createTable('roadmap_votes')
    .addColumn('request_id', 'text', (c) => c.notNull().references('roadmap_requests.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('roadmap_votes_pk', ['request_id', 'user_id'])
    .execute();
  await db.schema.createIndex('roadmap_votes_user').on('roadmap_votes').column('user_id').execute();

  await db.schema
    .createTable('roadmap_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull().references('roadmap_requests.id').onDelete('cascade'))
    .addColumn('author_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('roadmap_comments_request').on('roadmap_comments').columns(['request_id', 'created_at']).execute();

  await db.schema
    .createTable('changelog_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('markdown', 'text', (c) => c.notNull())
    .addColumn('author_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('published_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('changelog_entries_published').on('changelog_entries').column('published_at').execute();
}
