import { INTEGRATION_PROVIDERS, PROVIDER_SCHEMAS, type UpdateIntegrationRequest } from '@commentflow/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, IntegrationRow } from '../db/schema.ts';
import { validationFailed } from '../errors.ts';
import type { IntegrationContext } from './integration-context.ts';
import { callOf, providerFailure, providerOf, sealContext } from './integration-store.ts';

function parseOrFail<T>(schema: z.ZodType<T>, value: unknown, path: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw validationFailed(parsed.error.issues.map((issue) => ({ path: [path, ...issue.path].join('.'), message: issue.message })));
  return parsed.data;
}

/**
 * New settings (merged over the current ones) and, optionally, new credentials: checked with the
 * provider again before they are stored.
 */
export async function updateIntegration(
  db: Kysely<Database>,
  context: IntegrationContext,
  row: IntegrationRow,
  patch: UpdateIntegrationRequest,
): Promise<IntegrationRow> {
  const schemas = PROVIDER_SCHEMAS[row.provider] as { credentials: z.ZodType; settings: z.ZodType };
  const current = callOf(context, row);
  const settings = parseOrFail(schemas.settings, { ...(current.settings as object), ...patch.settings }, 'body.settings');
  const credentials = patch.credentials ? parseOrFail(schemas.credentials, patch.credentials, 'body.credentials') : current.credentials;
  const { accountLabel } = await providerOf(row)
    .connect({ ...current, settings, credentials })
    .catch((error: unknown) => {
      throw providerFailure(error, INTEGRATION_PROVIDERS[row.provider].name);
    });
  const now = new Date().toISOString();
  return db
    .updateTable('integrations')
    .set({
      settings: JSON.stringify(settings),
      account_label: accountLabel.slice(0, 200),
      ...(patch.credentials ? { credentials: context.box.seal(JSON.stringify(credentials), sealContext(row.id, 'credentials')) } : {}),
      last_success_at: now,
      updated_at: now,
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
