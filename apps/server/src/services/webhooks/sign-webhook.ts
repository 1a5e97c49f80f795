import { Webhook } from 'standardwebhooks';
import type { WebhookEndpointRow } from '../../db/schema.ts';

/**
 * The Standard Webhooks v1 headers of one try. Within a day of a rotation the previous secret signs
 * too (space-separated signatures, as the spec allows), so a receiver on either secret verifies.
 * Signing is the standardwebhooks package's: HMAC-SHA256 of "id.timestamp.body" with the secret's bytes.
 */
export function webhookHeaders(
  endpoint: Pick<WebhookEndpointRow, 'secret' | 'previous_secret' | 'previous_secret_expires_at'>,
  messageId: string,
  body: string,
  now: Date,
): Record<string, string> {
  const secrets = [endpoint.secret];
  if (endpoint.previous_secret && endpoint.previous_secret_expires_at && new Date(endpoint.previous_secret_expires_at) > now) {
    secrets.push(endpoint.previous_secret);
  }
  return {
    'content-type': 'application/json',
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(messageId, now, body)).join(' '),
  };
}
