import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseAllowList } from './address-policy.ts';
import { OutboundError, outboundFetch } from './outbound-fetch.ts';
import { outboundFetchWithRetry, retryAfterMs } from './retrying-fetch.ts';

/** A local receiver: each test says how it answers; every request it gets is recorded. */
let server: Server;
let port: number;
let received: { method: string; url: string; body: string }[] = [];
let answer: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => response.end('ok');

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', body });
      answer(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  answer = (_request, response) => response.end('ok');
});

const allow = (text: string) => parseAllowList(text).allowList;

async function refusal(promise: Promise<unknown>): Promise<OutboundError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

describe('outboundFetch refuses what is not public', () => {
  it.each([
    ['loopback IPv4', () => `http://127.0.0.1:${port}/hook`],
    ['loopback IPv4 written as one number', () => `http://2130706433:${port}/hook`],
    ['loopback IPv6', () => `http://[::1]:${port}/hook`],
    ['IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${port}/hook`],
    ['a name that resolves to loopback', () => `http://localhost:${port}/hook`],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a private address', () => 'http://10.0.0.1/hook'],
    ['the unspecified address', () => `http://0.0.0.0:${port}/hook`],
  ])('%s, before any connection', async (_label, url) => {
    const error = await refusal(outboundFetch(url(), { method: 'POST', body: '{}' }));
    expect(error.code).toBe('blocked-address');
    expect(error.message).toContain('WEBHOOK_ALLOWED_HOSTS');
    expect(received).toEqual([]);
  });

  it('refuses a name when any of its addresses is not public, even if the first is', async () => {
    const resolve = async () => [
      { address: '93.184.215.14', family: 4 as const },
      { address: '127.0.0.1', family: 4 as const },
    ];
    const error = await refusal(outboundFetch(`http://mixed.example:${port}/`, { resolve }));
    expect(error.code).toBe('blocked-address');
    expect(error.message).toContain('mixed.example (127.0.0.1)');
  });

  it('refuses other schemes', async () => {
    expect((await refusal(outboundFetch('file:///etc/passwd'))).code).toBe('invalid-url');
    expect((await refusal(outboundFetch('gopher://127.0.0.1/'))).code).toBe('invalid-url');
  });

  it('says when a name does not resolve', async () => {
    expect((await refusal(outboundFetch('http://no-such-host.invalid/'))).code).toBe('dns-failed');
  });
});

describe('outboundFetch with WEBHOOK_ALLOWED_HOSTS', () => {
  it('reaches an allowed IP and sends the request as given', async () => {
    answer = (_request, response) => response.writeHead(201, { 'x-reply': 'yes' }).end('created');
    const response = await outboundFetch(`http://127.0.0.1:${port}/hook?a=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"x":1}',
      allowedHosts: allow('127.0.0.1'),
    });
    expect(response.status).toBe(201);
    expect(response.text()).toBe('created');
    expect(response.headers.get('x-reply')).toBe('yes');
    expect(received).toEqual([{ method: 'POST', url: '/hook?a=1', body: '{"x":1}' }]);
  });

  it('reaches an allowed host name, and an address inside an allowed range', async () => {
    expect((await outboundFetch(`http://localhost:${port}/`, { allowedHosts: allow('localhost') })).status).toBe(200);
    expect((await outboundFetch(`http://127.0.0.1:${port}/`, { allowedHosts: allow('127.0.0.0/8') })).status).toBe(200);
    expect(received).toHaveLength(2);
  });

  it('connects to the address it checked, never to a second DNS answer', async () => {
    // A name no real DNS knows: the call can only succeed if the socket uses the checked address.
    let lookups = 0;
    const resolve = async () => {
      lookups++;
      return [{ address: '127.0.0.1', family: 4 as const }];
    };
    const response = await outboundFetch(`http://rebind.invalid:${port}/pinned`, { resolve, allowedHosts: allow('127.0.0.1') });
    expect(response.status).toBe(200);
    expect(response.remoteAddress).toBe('127.0.0.1');
    expect(lookups).toBe(1);
    expect(received.map((request) => request.url)).toEqual(['/pinned']);
  });

  it('returns a redirect as it is, without following it', async () => {
    answer = (request, response) =>
      request.url === '/start' ? response.writeHead(302, { location: '/elsewhere' }).end() : response.end('followed');
    const response = await outboundFetch(`http://127.0.0.1:${port}/start`, { allowedHosts: allow('127.0.0.1') });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/elsewhere');
    expect(received.map((request) => request.url)).toEqual(['/start']);
  });

  it('caps the response size, declared or streamed', async () => {
    answer = (request, response) => {
      if (request.url === '/declared') return response.writeHead(200, { 'content-length': '4096' }).end('x'.repeat(4096));
      response.writeHead(200); // chunked: no length announced
      response.write('y'.repeat(3000));
      response.end('y'.repeat(3000));
    };
    const options = { allowedHosts: allow('127.0.0.1'), maxResponseBytes: 1024 };
    expect((await refusal(outboundFetch(`http://127.0.0.1:${port}/declared`, options))).code).toBe('response-too-large');
    expect((await refusal(outboundFetch(`http://127.0.0.1:${port}/streamed`, options))).code).toBe('response-too-large');
    const small = await outboundFetch(`http://127.0.0.1:${port}/declared`, { ...options, maxResponseBytes: 4096 });
    expect(small.body.length).toBe(4096);
  });

  it('gives up after the timeout when the far end never answers', async () => {
    answer = () => undefined; // holds the request open
    const error = await refusal(outboundFetch(`http://127.0.0.1:${port}/slow`, { allowedHosts: allow('127.0.0.1'), timeoutMs: 200 }));
    expect(error.code).toBe('timeout');
    expect(received.map((request) => request.url)).toEqual(['/slow']);
  });
});

describe('outboundFetchWithRetry', () => {
  const allowedHosts = allow('127.0.0.1');

  it('retries 5xx with backoff until an answer that is not', async () => {
    let calls = 0;
    answer = (_request, response) => response.writeHead(++calls < 3 ? 503 : 200).end(String(calls));
    const retries: string[] = [];
    const response = await outboundFetchWithRetry(`http://127.0.0.1:${port}/flaky`, {
      allowedHosts,
      retry: { attempts: 5, baseDelayMs: 5, onRetry: ({ reason }) => retries.push(reason) },
    });
    expect(response.status).toBe(200);
    expect(response.text()).toBe('3');
    expect(retries).toEqual(['status 503', 'status 503']);
  });

  it('waits as long as Retry-After says on a 429', async () => {
    let calls = 0;
    answer = (_request, response) => (++calls === 1 ? response.writeHead(429, { 'retry-after': '1' }).end() : response.end('done'));
    const delays: number[] = [];
    const response = await outboundFetchWithRetry(`http://127.0.0.1:${port}/limited`, {
      allowedHosts,
      retry: { baseDelayMs: 5, onRetry: ({ delayMs }) => delays.push(delayMs) },
    });
    expect(response.status).toBe(200);
    expect(delays).toEqual([1000]);
  });

  it('stops at the attempt bound, and when Retry-After asks for longer than the longest wait', async () => {
    answer = (_request, response) => response.writeHead(500).end();
    const bounded = await outboundFetchWithRetry(`http://127.0.0.1:${port}/down`, { allowedHosts, retry: { attempts: 3, baseDelayMs: 1 } });
    expect(bounded.status).toBe(500);
    expect(received).toHaveLength(3);

    received = [];
    answer = (_request, response) => response.writeHead(429, { 'retry-after': '3600' }).end();
    const tooLong = await outboundFetchWithRetry(`http://127.0.0.1:${port}/later`, { allowedHosts, retry: { maxDelayMs: 5_000 } });
    expect(tooLong.status).toBe(429);
    expect(received).toHaveLength(1);
  });

  it('does not retry a client error or a refused address', async () => {
    answer = (_request, response) => response.writeHead(400).end();
    expect((await outboundFetchWithRetry(`http://127.0.0.1:${port}/bad`, { allowedHosts, retry: { baseDelayMs: 1 } })).status).toBe(400);
    expect(received).toHaveLength(1);
    expect((await refusal(outboundFetchWithRetry(`http://127.0.0.1:${port}/`, { retry: { baseDelayMs: 1 } }))).code).toBe(
      'blocked-address',
    );
    expect(received).toHaveLength(1);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});
