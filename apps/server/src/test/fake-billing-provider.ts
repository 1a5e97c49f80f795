import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signBody } from '../services/billing/verify-signature.ts';

// A stand-in for Lemon Squeezy in tests: it signs and delivers webhooks as the provider does (hex
// HMAC-SHA256 of the raw body in X-Signature, the event in X-Event-Name) and answers its JSON:API
// GET /v1/subscriptions/:id for the reconciliation job, with the Bearer API key checked.

export interface FakeSubscription {
  id: string;
  variantId: string;
  status: string;
  updatedAt: string;
  renewsAt?: string | null;
  endsAt?: string | null;
}

export function subscriptionEvent(
  name: string,
  subscription: FakeSubscription,
  customData: Record<string, unknown> | null,
  eventId?: string,
) {
  return {
    meta: { event_name: name, ...(eventId && { event_id: eventId }), ...(customData && { custom_data: customData }) },
    data: resource(subscription),
  };
}

function resource(subscription: FakeSubscription) {
  return {
    type: 'subscriptions',
    id: subscription.id,
    attributes: {
      store_id: 1,
      customer_id: 7,
      variant_id: Number(subscription.variantId),
      user_email: 'buyer@example.com',
      status: subscription.status,
      renews_at: subscription.renewsAt ?? null,
      ends_at: subscription.endsAt ?? null,
      created_at: '2026-01-01T00:00:00.000000Z',
      updated_at: subscription.updatedAt,
    },
  };
}

/** POSTs a webhook the way the provider does; `signature` overrides the real one (for the refusal tests). */
export async function deliverWebhook(baseUrl: string, secret: string, name: string, body: unknown, signature?: string) {
  const raw = JSON.stringify(body);
  const response = await fetch(`${baseUrl}/api/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-event-name': name, 'x-signature': signature ?? signBody(secret, raw) },
    body: raw,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

export interface FakeProvider {
  apiUrl: string;
  subscriptions: Map<string, FakeSubscription>;
  /** Requests the API refused for a wrong key. */
  refused: number;
  close(): Promise<void>;
}

export async function startFakeProvider(apiKey: string): Promise<FakeProvider> {
  const subscriptions = new Map<string, FakeSubscription>();
  const state = { refused: 0 };
  const server: Server = createServer((request, response) => {
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      state.refused += 1;
      response
        .writeHead(401, { 'content-type': 'application/vnd.api+json' })
        .end(JSON.stringify({ errors: [{ status: '401', title: 'Unauthenticated' }] }));
      return;
    }
    const match = /^\/v1\/subscriptions\/([^/?]+)$/.exec(request.url ?? '');
    const found = match ? subscriptions.get(decodeURIComponent(match[1]!)) : undefined;
    if (!found) {
      response
        .writeHead(404, { 'content-type': 'application/vnd.api+json' })
        .end(JSON.stringify({ errors: [{ status: '404', title: 'Not Found' }] }));
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/vnd.api+json' })
      .end(JSON.stringify({ jsonapi: { version: '1.0' }, data: resource(found) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/v1`,
    subscriptions,
    get refused() {
      return state.refused;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
