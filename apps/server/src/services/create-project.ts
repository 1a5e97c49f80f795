import { randomBytes, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { CreateProjectRequest } from '@commentflow/shared';
import type { Database, ProjectRow } from '../db/schema.ts';
import { enforceLimit } from './billing/enforce-limit.ts';
import { projectOrigins } from './project-origins.ts';
import type { WebhookEmitter } from './webhooks/webhook-emitter.ts';

export async function createProject(
  trx: Transaction<Database>,
  workspaceId: string,
  input: CreateProjectRequest,
  webhooks: WebhookEmitter,
  plansEnabled: boolean,
): Promise<ProjectRow> {
  await enforceLimit(trx, workspaceId, 'projects', plansEnabled);
  const now = new Date().toISOString();
  const row: ProjectRow = {
    id: randomUUID(),
    workspace_id: workspaceId,
    name: input.name,
    site_url: input.siteUrl,
    allowed_origins: projectOrigins(input.siteUrl, input.allowedOrigins),
    public_key: newPublicKey(),
    allow_guests: input.allowGuests === false ? 0 : 1,
    widget_seen_at: null,
    created_at: now,
    updated_at: now,
  };
  await trx.insertInto('projects').values(row).execute();
  await webhooks.emit(trx, workspaceId, 'project.created', {
    project: { id: row.id, workspaceId, name: row.name, siteUrl: row.site_url, createdAt: row.created_at },
  });
  return row;
}

/** `pk_` + 24 url-safe characters (18 random bytes): public, but not guessable. */
export function newPublicKey(): string {
  return `pk_${randomBytes(18).toString('base64url')}`;
}
