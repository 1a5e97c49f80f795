import type { Kysely } from 'kysely';
import type { Tenant } from '@commentflow/shared';
import type { Database } from '../db/schema.ts';

/** A workspace as its tenant host shows it: name and branding only. */
export async function findTenant(db: Kysely<Database>, slug: string): Promise<Tenant | null> {
  const workspace = await db.selectFrom('workspaces').select(['slug', 'name']).where('slug', '=', slug.toLowerCase()).executeTakeFirst();
  return workspace ? { slug: workspace.slug, name: workspace.name, logoUrl: null } : null;
}
