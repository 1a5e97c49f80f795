import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A local endpoint that records what it receives and answers as the test says. Tests allow it with
 * webhookAllowedHosts (127.0.0.1), as an instance on a private network would with WEBHOOK_ALLOWED_HOSTS.
 */
export async function startWebhookReceiver() {
  const received: ReceivedHook[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  let status = 200;
  let responseBody = 'ok';
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(responseBody);
      for (const wait of waiting.filter((w) => received.length >= w.count)) wait.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer(nextStatus: number, body = '') {
      status = nextStatus;
      responseBody = body;
    },
    /** Resolves once `count` requests in all have arrived. */
    receivedCount(count: number): Promise<void> {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiting.push({ count, resolve }));
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Standard Webhooks v1 verification written from the spec, independently of the server's signing
 * library: HMAC-SHA256 of "id.timestamp.body" keyed with the base64-decoded part of whsec_..., base64;
 * the header lists space-separated "v1,<signature>" entries, any of which may match.
 */
export function verifiesWith(secret: string, hook: ReceivedHook): boolean {
  const id = String(hook.headers['webhook-id']);
  const timestamp = String(hook.headers['webhook-timestamp']);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = Buffer.from(createHmac('sha256', key).update(`${id}.${timestamp}.${hook.body}`).digest('base64'));
  return String(hook.headers['webhook-signature'])
    .split(' ')
    .some((entry) => {
      const [version, signature] = entry.split(',');
      const given = Buffer.from(signature ?? '');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}
