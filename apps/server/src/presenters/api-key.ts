import { ApiKeyScope, type ApiKey } from '@commentflow/shared';
import type { ApiKeyWithCreator } from '../services/api-keys/manage-api-keys.ts';

export function presentApiKey(row: ApiKeyWithCreator): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: ApiKeyScope.array().parse(JSON.parse(row.scopes)),
    projectId: row.project_id,
    createdBy: row.created_by === null ? null : { id: row.created_by, displayName: row.creator_name ?? '' },
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
  };
}
