import { randomBytes, randomUUID } from 'node:crypto';
import { INTEGRATION_PROVIDERS, type ConnectIntegrationRequest, type IntegrationProvider } from '@commentflow/shared';
import type { Kysely } from 'kysely';
import type { Database, IntegrationRow } from '../db/schema.ts';
import { assertIntegrationAllowed } from './integration-limit.ts';
import type { IntegrationContext } from './integration-context.ts';
import { providerFailure, sealContext } from './integration-store.ts';
import { providerFor } from './providers/index.ts';

type Parsed = { provider: IntegrationProvider; credentials: unknown; settings: unknown };

/**
 * Checks the credentials with the provider, then stores the integration with its secrets sealed.
 * Answers the inbound webhook's secret once, when CommentFlow made it.
 */
export async function connectIntegration(
  db: Kysely<Database>,
  context: IntegrationContext,
  input: { workspaceId: string; userId: string; request: ConnectIntegrationRequest; plansEnabled: boolean },
): Promise<{ row: IntegrationRow; webhookSecret: string | null }> {
  const { provider: id, credentials, settings } = input.request as Parsed;
  const provider = providerFor(id);
  // Before the provider call, so a workspace at its limit learns it at once; again when storing.
  await db.transaction().execute((trx) => assertIntegrationAllowed(trx, input.workspaceId, input.plansEnabled));
  const call = { http: context.http, mailer: context.mailer, credentials, settings, endpoints: context.endpoints };
  const { accountLabel } = await provider.connect(call).catch((error: unknown) => {
    throw providerFailure(error, INTEGRATION_PROVIDERS[id].name);
  });

  const integrationId = randomUUID();
  const webhookSecret = provider.kind === 'tracker' && provider.webhookSecret === 'generated' ? randomBytes(32).toString('hex') : null;
  const now = new Date().toISOString();
  const row = await db.transaction().execute(async (trx) => {
    await assertIntegrationAllowed(trx, input.workspaceId, input.plansEnabled);
    return trx
      .insertInto('integrations')
      .values({
        id: integrationId,
        workspace_id: input.workspaceId,
        provider: id,
        account_label: accountLabel.slice(0, 200),
        credentials: context.box.seal(JSON.stringify(credentials), sealContext(integrationId, 'credentials')),
        settings: JSON.stringify(settings),
        webhook_secret: webhookSecret ? context.box.seal(webhookSecret, sealContext(integrationId, 'webhook_secret')) : null,
        last_success_at: now,
        last_error_at: null,
        last_error: null,
        created_by: input.userId,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return { row, webhookSecret };
}
