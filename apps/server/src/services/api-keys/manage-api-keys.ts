import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { CreateApiKeyRequest } from '@commentflow/shared';
import type { ApiKeyRow, Database } from '../../db/schema.ts';
import { notFound, validationFailed } from '../../errors.ts';
import { newApiKeySecret } from './api-key-secret.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type ApiKeyWithCreator = ApiKeyRow & { creator_name: string | null };

/** A new key of the workspace; the secret is returned here and never again. */
export async function createApiKey(
  trx: Transaction<Database>,
  workspaceId: string,
  createdBy: string,
  input: z.output<typeof CreateApiKeyRequest>,
  now = new Date(),
): Promise<{ key: ApiKeyWithCreator; secret: string }> {
  if (input.expiresAt !== null && new Date(input.expiresAt) <= now) {
    throw validationFailed([{ path: 'body.expiresAt', message: 'Choose a date in the future' }]);
  }
  if (input.projectId !== null) {
    const project = await trx
      .selectFrom('projects')
      .select('id')
      .where('id', '=', input.projectId)
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirst();
    if (!project) throw validationFailed([{ path: 'body.projectId', message: 'Choose a project of this workspace' }]);
  }
  const { secret, prefix, hash } = newApiKeySecret();
  const id = randomUUID();
  await trx
    .insertInto('api_keys')
    .values({
      id,
      workspace_id: workspaceId,
      name: input.name,
      prefix,
      secret_hash: hash,
      scopes: JSON.stringify(input.scopes),
      project_id: input.projectId,
      created_by: createdBy,
      created_at: now.toISOString(),
      expires_at: input.expiresAt === null ? null : new Date(input.expiresAt).toISOString(),
      last_used_at: null,
      revoked_at: null,
    })
    .execute();
  return { key: (await findKey(trx, workspaceId, id))!, secret };
}

/** The workspace's keys that still work or could (revoked ones are gone from the list), newest first. */
export async function listApiKeys(db: Db, workspaceId: string): Promise<ApiKeyWithCreator[]> {
  return keysWithCreator(db)
    .where('k.workspace_id', '=', workspaceId)
    .where('k.revoked_at', 'is', null)
    .orderBy('k.created_at', 'desc')
    .orderBy('k.id')
    .execute();
}

/** Revoked at once: the key's next call answers 401 invalid-token. */
export async function revokeApiKey(trx: Transaction<Database>, workspaceId: string, keyId: string, now = new Date()): Promise<void> {
  const result = await trx
    .updateTable('api_keys')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', keyId)
    .where('workspace_id', '=', workspaceId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('API key');
}

/** Calls per key and UTC day over the last `days` days, for the usage chart. */
export async function apiKeyUsage(
  db: Db,
  workspaceId: string,
  days: number,
  now = new Date(),
): Promise<{ keyId: string; day: string; calls: number }[]> {
  const since = new Date(now.getTime() - days * 86_400_000).toISOString();
  const day = sql<string>`substr(u.hour, 1, 10)`;
  const rows = await db
    .selectFrom('api_key_usage as u')
    .innerJoin('api_keys as k', 'k.id', 'u.key_id')
    .select(['u.key_id as keyId', day.as('day'), (eb) => eb.fn.sum<number>('u.calls').as('calls')])
    .where('k.workspace_id', '=', workspaceId)
    .where('u.hour', '>=', since)
    .groupBy(['u.key_id', day])
    .orderBy(day)
    .orderBy('u.key_id')
    .execute();
  return rows.map((row) => ({ keyId: row.keyId, day: row.day, calls: Number(row.calls) }));
}

const keysWithCreator = (db: Db) =>
  db.selectFrom('api_keys as k').leftJoin('users as u', 'u.id', 'k.created_by').selectAll('k').select('u.display_name as creator_name');

const findKey = (db: Db, workspaceId: string, keyId: string) =>
  keysWithCreator(db).where('k.id', '=', keyId).where('k.workspace_id', '=', workspaceId).executeTakeFirst();
