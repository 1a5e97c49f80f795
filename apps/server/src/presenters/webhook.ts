import { WebhookEventType, type WebhookAttempt, type WebhookDelivery, type WebhookEndpoint } from '@commentflow/shared';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../db/schema.ts';
import type { WebhookAttemptRow } from '../services/webhooks/delivery-log.ts';

export function presentEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: WebhookEventType.array().parse(JSON.parse(row.event_types)),
    enabled: row.enabled === 1,
    disabledReason: row.disabled_reason,
    failingSince: row.failing_since,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function presentDelivery(row: WebhookDeliveryRow, attempts: WebhookAttemptRow[]): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.message_id,
    eventType: WebhookEventType.parse(row.event_type),
    payload: row.payload,
    state: row.state,
    nextAttemptAt: row.next_attempt_at,
    createdAt: row.created_at,
    attempts: attempts.map(presentAttempt),
  };
}

function presentAttempt(row: WebhookAttemptRow): WebhookAttempt {
  return {
    attempt: row.attempt,
    trigger: row.trigger,
    requestHeaders: JSON.parse(row.request_headers) as Record<string, string>,
    statusCode: row.status_code,
    responseBody: row.response_body,
    durationMs: row.duration_ms,
    error: row.error,
    createdAt: row.created_at,
  };
}
