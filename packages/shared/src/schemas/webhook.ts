import { z } from 'zod';
import { HttpUrl, Id, Timestamp } from './common.ts';

// Outgoing webhooks (issue 18): a workspace's endpoints receive its events, signed as Standard
// Webhooks v1 prescribes (webhook-id, webhook-timestamp, webhook-signature headers; body {type, timestamp, data}).

export const WEBHOOK_EVENT_TYPES = [
  'comment.created',
  'comment.updated',
  'comment.status_changed',
  'comment.deleted',
  'reply.created',
  'project.created',
  'member.joined',
  'finding.created',
] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

/** Secrets are `whsec_` and the base64 of 32 random bytes (the spec asks for 24 to 64). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** Svix's schedule, which Standard Webhooks follows: at once, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const WEBHOOK_ATTEMPT_DELAYS_MS = [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000] as const;
/** An endpoint failing every attempt for this long is disabled and its workspace's owners are e-mailed. */
export const WEBHOOK_DISABLE_AFTER_MS = 5 * 86_400_000;
/** After a rotation the previous secret still signs for a day, so receivers can switch over. */
export const WEBHOOK_PREVIOUS_SECRET_MS = 86_400_000;
export const WEBHOOK_TIMEOUT_MS = 15_000;
/** What the delivery log keeps of a response body. */
export const WEBHOOK_RESPONSE_KEPT_BYTES = 1024;

export const WebhookEndpointParams = z.strictObject({ workspaceId: Id, endpointId: Id });
export const WebhookDeliveryParams = z.strictObject({ workspaceId: Id, endpointId: Id, deliveryId: Id });

const EventTypes = z
  .array(WebhookEventType)
  .min(1, 'Choose at least one event')
  .transform((types) => [...new Set(types)]);

export const CreateWebhookEndpointRequest = z.strictObject({
  url: HttpUrl,
  description: z.string().trim().max(200).default(''),
  eventTypes: EventTypes,
});
export type CreateWebhookEndpointRequest = z.input<typeof CreateWebhookEndpointRequest>;

export const UpdateWebhookEndpointRequest = z
  .strictObject({
    url: HttpUrl.optional(),
    description: z.string().trim().max(200).optional(),
    eventTypes: EventTypes.optional(),
    /** true re-enables an endpoint that was disabled (and clears its failure streak). */
    enabled: z.boolean().optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field to change');
export type UpdateWebhookEndpointRequest = z.input<typeof UpdateWebhookEndpointRequest>;

export const WebhookEndpoint = z.object({
  id: Id,
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(WebhookEventType),
  enabled: z.boolean(),
  /** Why it was disabled: `gone` (it answered 410), `failing` (5 days of failures), `manual`; null when enabled. */
  disabledReason: z.enum(['gone', 'failing', 'manual']).nullable(),
  /** Since when every attempt failed; null when the last one succeeded. */
  failingSince: Timestamp.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

export const WebhookEndpointResponse = z.object({ endpoint: WebhookEndpoint });
/** The answer to a create: the endpoint and its signing secret. */
export const CreatedWebhookEndpointResponse = z.object({ endpoint: WebhookEndpoint, secret: z.string() });
export type CreatedWebhookEndpointResponse = z.infer<typeof CreatedWebhookEndpointResponse>;
export const WebhookEndpointListResponse = z.object({ endpoints: z.array(WebhookEndpoint) });
export type WebhookEndpointListResponse = z.infer<typeof WebhookEndpointListResponse>;
/** The signing secret (owners and admins may read it again at any time, as with Svix). */
export const WebhookSecretResponse = z.object({ secret: z.string(), previousSecretExpiresAt: Timestamp.nullable() });
export type WebhookSecretResponse = z.infer<typeof WebhookSecretResponse>;

export const WebhookAttempt = z.object({
  attempt: z.number().int(),
  /** `manual`: sent again from the delivery log. */
  trigger: z.enum(['automatic', 'manual']),
  requestHeaders: z.record(z.string(), z.string()),
  statusCode: z.number().int().nullable(),
  /** The first 1 KB of the response. */
  responseBody: z.string(),
  durationMs: z.number().int(),
  /** Why no status came back (refused address, timeout, connection failed). */
  error: z.string().nullable(),
  createdAt: Timestamp,
});
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

export const WebhookDelivery = z.object({
  id: Id,
  messageId: z.string(),
  eventType: WebhookEventType,
  /** The exact body sent. */
  payload: z.string(),
  state: z.enum(['pending', 'succeeded', 'failed']),
  nextAttemptAt: Timestamp.nullable(),
  createdAt: Timestamp,
  attempts: z.array(WebhookAttempt),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveriesQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(100).default(50) });
export const WebhookDeliveryListResponse = z.object({ deliveries: z.array(WebhookDelivery) });
export type WebhookDeliveryListResponse = z.infer<typeof WebhookDeliveryListResponse>;
