import type { Kysely } from 'kysely';
import { ApiKeyScope } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { ApiKeyPrincipal } from '../../policies/api-key-principal.ts';
import { hashApiKey } from './api-key-secret.ts';

/** The principal of a key sent as a bearer token; a revoked, unknown or expired key is refused. */
export async function authenticateApiKey(db: Kysely<Database>, secret: string, now = new Date()): Promise<ApiKeyPrincipal> {
  const key = await db.selectFrom('api_keys').selectAll().where('secret_hash', '=', hashApiKey(secret)).executeTakeFirst();
  if (!key || key.revoked_at !== null) {
    throw new AppError('invalid-token', 'This API key is not valid: it was revoked or mistyped. Create a new key in Settings > API.');
  }
  if (key.expires_at !== null && new Date(key.expires_at) <= now) {
    throw new AppError('token-expired', 'This API key has expired. Create a new key in Settings > API.');
  }
  if (key.created_by === null) {
    throw new AppError('invalid-token', 'The account that created this API key was deleted, so the key no longer works. Create a new key.');
  }
  return {
    id: key.id,
    name: key.name,
    workspaceId: key.workspace_id,
    scopes: ApiKeyScope.array().parse(JSON.parse(key.scopes)),
    projectId: key.project_id,
    actingUserId: key.created_by,
  };
}
