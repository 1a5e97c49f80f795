import type { Kysely, Transaction } from 'kysely';
import type { Database, IntegrationRow } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { template } from '../i18n/message-template.ts';
import { ProviderCallError } from './http.ts';
import type { IntegrationContext } from './integration-context.ts';
import type { Provider, ProviderCall } from './provider.ts';
import { providerFor } from './providers/index.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function findIntegration(db: Db, integrationId: string): Promise<IntegrationRow | undefined> {
  return db.selectFrom('integrations').selectAll().where('id', '=', integrationId).executeTakeFirst();
}

/** An integration of the workspace; another workspace's answers 404. */
export async function requireIntegration(db: Db, workspaceId: string, integrationId: string): Promise<IntegrationRow> {
  const row = await findIntegration(db, integrationId);
  if (!row || row.workspace_id !== workspaceId) throw notFound('Integration');
  return row;
}

/** The row's provider module. */
export function providerOf(row: IntegrationRow): Provider {
  return providerFor(row.provider);
}

/** The additional data a row's sealed field is bound to. */
export const sealContext = (integrationId: string, field: 'credentials' | 'webhook_secret') => `${integrationId}:${field}`;

/** What a provider call of this integration needs, credentials decrypted. */
export function callOf(context: IntegrationContext, row: IntegrationRow): ProviderCall<unknown, unknown> {
  return {
    http: context.http,
    mailer: context.mailer,
    credentials: JSON.parse(context.box.open(row.credentials, sealContext(row.id, 'credentials'))),
    settings: JSON.parse(row.settings),
    endpoints: context.endpoints,
  };
}

export function webhookSecretOf(context: IntegrationContext, row: IntegrationRow, call: ProviderCall<unknown, unknown>): string | null {
  const provider = providerOf(row);
  if (provider.kind !== 'tracker') return null;
  if (provider.webhookSecret === 'generated')
    return row.webhook_secret ? context.box.open(row.webhook_secret, sealContext(row.id, 'webhook_secret')) : null;
  return provider.webhookSecret.fromCredentials(call.credentials);
}

/** Health: the last call that worked. */
export async function recordSuccess(db: Db, integrationId: string): Promise<void> {
  await db.updateTable('integrations').set({ last_success_at: new Date().toISOString() }).where('id', '=', integrationId).execute();
}

/** Health: the last call that failed, in the provider's words, for the integrations page. */
export async function recordFailure(db: Db, integrationId: string, message: string): Promise<void> {
  await db
    .updateTable('integrations')
    .set({ last_error_at: new Date().toISOString(), last_error: message.slice(0, 1000) })
    .where('id', '=', integrationId)
    .execute();
}

/**
 * Runs one provider call. A failure is recorded in the integration's health and answered as an API
 * error naming the provider's message: refused (4xx) is for the caller to fix, anything else is the
 * provider being unavailable after the outbound client's retries.
 */
export async function runProviderCall<T>(db: Db, row: IntegrationRow, providerName: string, run: () => Promise<T>): Promise<T> {
  try {
    const result = await run();
    await recordSuccess(db, row.id);
    return result;
  } catch (error) {
    const failure = providerFailure(error, providerName);
    await recordFailure(db, row.id, failure.message);
    throw failure;
  }
}

/** A provider call's failure as the API's error. */
export function providerFailure(error: unknown, providerName: string): AppError {
  if (error instanceof ProviderCallError && error.status !== null && error.status >= 400 && error.status < 500 && error.status !== 429) {
    return new AppError(
      'integration-rejected',
      template('{provider} refused: {reason}', { provider: providerName, reason: error.message }),
    );
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new AppError(
    'integration-unavailable',
    template('{provider} could not be reached: {reason}. Nothing was lost; try again later.', { provider: providerName, reason }),
  );
}
