import type { Transaction } from 'kysely';
import type { UpdateProjectRequest } from '@commentflow/shared';
import type { Database, ProjectRow } from '../db/schema.ts';
import { projectAllowedOrigins } from '../db/json-columns.ts';
import { projectOrigins } from './project-origins.ts';
import { renormalizePages } from './page-identity/renormalize-pages.ts';

export async function updateProject(trx: Transaction<Database>, project: ProjectRow, patch: UpdateProjectRequest): Promise<ProjectRow> {
  const siteUrl = patch.siteUrl ?? project.site_url;
  // The old site's origin was implied by the old URL, so it goes when the URL changes.
  const oldSiteOrigin = new URL(project.site_url).origin;
  const extra = patch.allowedOrigins ?? projectAllowedOrigins(project).filter((o) => o !== oldSiteOrigin);
  // A new page rule applies to the pins already stored, not only to new ones.
  if (patch.pageIdentity) await renormalizePages(trx, project.id, patch.pageIdentity);
  return trx
    .updateTable('projects')
    .set({
      name: patch.name ?? project.name,
      site_url: siteUrl,
      allowed_origins: projectOrigins(siteUrl, extra),
      allow_guests: patch.allowGuests === undefined ? project.allow_guests : patch.allowGuests ? 1 : 0,
      page_identity: patch.pageIdentity ? JSON.stringify(patch.pageIdentity) : project.page_identity,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', project.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
