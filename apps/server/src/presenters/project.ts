import { installSnippet, type Project } from '@commentflow/shared';
import { projectAllowedOrigins } from '../db/json-columns.ts';
import type { ProjectRow } from '../db/schema.ts';
import { pageIdentityOf } from '../services/page-identity/page-identity-of.ts';

/** `baseUrl` is where this server is reached, for the install snippet. */
export function presentProject(row: ProjectRow, baseUrl: string): Project {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    name: row.name,
    siteUrl: row.site_url,
    allowedOrigins: projectAllowedOrigins(row),
    publicKey: row.public_key,
    allowGuests: row.allow_guests === 1,
    widgetSeenAt: row.widget_seen_at,
    pageIdentity: pageIdentityOf(row),
    snippet: installSnippet(baseUrl, row.public_key),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
