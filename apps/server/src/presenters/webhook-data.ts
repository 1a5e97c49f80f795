import type { WebhookData } from '../services/webhooks/webhook-emitter.ts';
import { presentComment } from './comment.ts';

/** A webhook event's data in the API's shape: its comment or reply rows presented as the API presents them. */
export function presentWebhookData({ comment, reply, ...rest }: WebhookData): Record<string, unknown> {
  return { ...rest, ...(comment && { comment: presentComment(comment) }), ...(reply && { reply: presentComment(reply) }) };
}
