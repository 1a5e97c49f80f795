import type { Integration, TicketLink } from '@commentflow/shared';
import { INTEGRATION_PROVIDERS } from '@commentflow/shared';
import type { IntegrationRow, TicketLinkRow } from '../db/schema.ts';

/** Where a tracker posts its events for this integration (a public route: the signature is the check). */
export const webhookPath = (integrationId: string) => `/api/integrations/${integrationId}/webhook`;

/** An integration as the API shows it: settings and health, never credentials or secrets. */
export function presentIntegration(row: IntegrationRow, baseUrl: string): Integration {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    provider: row.provider,
    accountLabel: row.account_label,
    settings: JSON.parse(row.settings) as Record<string, unknown>,
    webhookUrl: INTEGRATION_PROVIDERS[row.provider].inboundWebhook ? baseUrl + webhookPath(row.id) : null,
    health: { lastSuccessAt: row.last_success_at, lastErrorAt: row.last_error_at, lastError: row.last_error },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function presentTicket(row: TicketLinkRow): TicketLink {
  return {
    id: row.id,
    commentId: row.comment_id,
    integrationId: row.integration_id,
    provider: row.provider,
    key: row.key,
    url: row.url,
    status: row.status,
    externalStatus: row.external_status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
