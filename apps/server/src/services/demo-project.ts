import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, ProjectRow } from '../db/schema.ts';
import { encodeJson } from '../db/json-columns.ts';

export const DEMO_WORKSPACE_SLUG = 'commentflow-demo';
/**
 * Fixed, so every instance and every restart agree on the demo without sharing state. It is public
 * anyway (GET /api/demo hands it out), and random keys are `pk_` + 24 base64url characters, never this.
 */
export const DEMO_PROJECT_KEY = 'pk_commentflow_public_demo';

/** The demo project accepts widget calls from pages served by this server itself, whatever its host name. */
export function isDemoProject(project: Pick<ProjectRow, 'public_key'>): boolean {
  return project.public_key === DEMO_PROJECT_KEY;
}

/**
 * Creates the public demo workspace and project unless they exist. The workspace has no members, so
 * no dashboard shows its comments, and it is exempt from retention warnings. Safe when several
 * instances start at once: the unique slug and key make the losers' inserts no-ops.
 */
export async function ensureDemoProject(db: Kysely<Database>, siteUrl: string): Promise<ProjectRow> {
  const now = new Date().toISOString();
  await db
    .insertInto('workspaces')
    .values({
      id: randomUUID(),
      name: 'CommentFlow demo',
      slug: DEMO_WORKSPACE_SLUG,
      plan: 'pro',
      trial_ends_at: null,
      exempt: 1,
      free_since: null,
      retention_mailed_days: null,
      data_deleted_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
  const workspace = await db.selectFrom('workspaces').select('id').where('slug', '=', DEMO_WORKSPACE_SLUG).executeTakeFirstOrThrow();
  await db
    .insertInto('projects')
    .values({
      id: randomUUID(),
      workspace_id: workspace.id,
      name: 'Public demo',
      site_url: siteUrl,
      allowed_origins: encodeJson([new URL(siteUrl).origin]),
      public_key: DEMO_PROJECT_KEY,
      allow_guests: 1,
      widget_seen_at: null,
      page_identity: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('public_key').doNothing())
    .execute();
  return db.selectFrom('projects').selectAll().where('public_key', '=', DEMO_PROJECT_KEY).executeTakeFirstOrThrow();
}
