import { sql, type Kysely } from 'kysely';

// ARIA (issue 20, docs/product/aria.md and overview.md#product-variants): each workspace's product
// variant (DevFlow by default), its ARIA profile when an owner saved one (no row: the variant's spec
// docs/product/limits.md defaults), the findings ARIA filed, deduplicated per project by fingerprint, and the rules muted
// on a page. ARIA's comments name their author in `comments.bot_author` (JSON name, icon, colour).

type Dialect = 'sqlite' | 'postgres';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const ts = dialect === 'postgres' ? sql`timestamptz` : sql`text`;

  await db.schema
    .alterTable('workspaces')
    .addColumn('product', 'text', (c) => c.notNull().defaultTo('devflow'))
    .execute();
  await db.schema.alterTable('comments').addColumn('bot_author', 'text').execute();

  await db.schema
    .createTable('aria_profiles')
    .addColumn('workspace_id', 'text', (c) => c.primaryKey().references('workspaces.id').onDelete('cascade'))
    .addColumn('profile', 'text', (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('aria_findings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('page_url', 'text', (c) => c.notNull())
    .addColumn('page_pattern', 'text', (c) => c.notNull())
    .addColumn('detector', 'text', (c) => c.notNull())
    .addColumn('rule', 'text', (c) => c.notNull())
    .addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('evidence', 'text', (c) => c.notNull())
    .addColumn('fix_hint', 'text', (c) => c.notNull())
    .addColumn('anchor', 'text')
    .addColumn('occurrences', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('first_seen_at', ts, (c) => c.notNull())
    .addColumn('last_seen_at', ts, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('comment_id', 'text', (c) => c.references('comments.id').onDelete('set null'))
    .addColumn('routing', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('resolved_at', ts)
    .addUniqueConstraint('aria_findings_fingerprint', ['project_id', 'fingerprint'])
    .execute();
  await db.schema.createIndex('aria_findings_workspace').on('aria_findings').columns(['workspace_id', 'status', 'last_seen_at']).execute();
  await db.schema.createIndex('aria_findings_page').on('aria_findings').columns(['project_id', 'page_pattern', 'status']).execute();
  await db.schema.createIndex('aria_findings_comment').on('aria_findings').column('comment_id').execute();
  // The visitors' hourly cap counts new findings per project by first sighting.
  await db.schema.createIndex('aria_findings_new').on('aria_findings').columns(['project_id', 'source', 'first_seen_at']).execute();

  await db.schema
    .createTable('aria_mutes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('page_pattern', 'text', (c) => c.notNull())
    .addColumn('rule', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addUniqueConstraint('aria_mutes_rule_page', ['project_id', 'page_pattern', 'rule'])
    .execute();
}
