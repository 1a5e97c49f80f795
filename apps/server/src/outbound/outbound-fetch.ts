import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { EMPTY_ALLOW_LIST, isAddressAllowed, isHostAllowed, refusedAddressClass, type AllowList } from './address-policy.ts';

/**
 * The one way the server calls a URL that a user, a workspace or an integration chose (webhooks,
 * trackers, chat apps, ARIA): the host is resolved once, every address it resolves to must be public
 * (or allowed by WEBHOOK_ALLOWED_HOSTS), and the connection goes to that checked address, so a second
 * DNS answer (rebinding) can never point it at the server's own network. Redirects are returned, not
 * followed: a redirect to an internal address would otherwise undo the check.
 */

export type OutboundErrorCode = 'invalid-url' | 'blocked-address' | 'dns-failed' | 'timeout' | 'connection-failed' | 'response-too-large';

export class OutboundError extends Error {
  constructor(
    readonly code: OutboundErrorCode,
    description: string,
  ) {
    super(description);
    this.name = 'OutboundError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface OutboundRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** The whole call, DNS included. */
  timeoutMs?: number;
  /** A response body larger than this fails the call with `response-too-large`. */
  maxResponseBytes?: number;
  /** Redirects are never followed: a 3xx comes back as it is. */
  followRedirects?: false;
  /** Hosts and ranges this instance allows although not public (WEBHOOK_ALLOWED_HOSTS). */
  allowedHosts?: AllowList;
  /** How host names are resolved; the system resolver unless given. */
  resolve?: (host: string) => Promise<ResolvedAddress[]>;
}

export interface OutboundResponse {
  status: number;
  headers: Headers;
  body: Buffer;
  /** The address the connection went to (the checked one). */
  remoteAddress: string;
  durationMs: number;
  text(): string;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_RESPONSE_BYTES = 1_048_576;

const systemResolve = async (host: string): Promise<ResolvedAddress[]> =>
  (await dnsLookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

export async function outboundFetch(url: string | URL, options: OutboundRequestOptions = {}): Promise<OutboundResponse> {
  const target = parseTarget(url);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const started = performance.now();
  try {
    const pinned = await untilAborted(checkedAddress(target.hostname, options), controller.signal, timeoutMs);
    return await send(target, pinned, options, controller.signal, timeoutMs, started);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The same checks as a call, without the call: for a URL saved now and called later (a webhook
 * endpoint). The call checks again, since the name may resolve elsewhere by then.
 */
export async function checkOutboundUrl(
  url: string | URL,
  options: Pick<OutboundRequestOptions, 'allowedHosts' | 'resolve'> = {},
): Promise<void> {
  await checkedAddress(parseTarget(url).hostname, options);
}

function parseTarget(url: string | URL): URL {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new OutboundError('invalid-url', `"${String(url)}" is not a valid URL.`);
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new OutboundError('invalid-url', `Only http and https URLs can be called (not ${target.protocol}).`);
  }
  return target;
}

/** The one address the request will connect to, after every address of the host passed the policy. */
async function checkedAddress(hostname: string, options: OutboundRequestOptions): Promise<ResolvedAddress> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  const allowList = options.allowedHosts ?? EMPTY_ALLOW_LIST;
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await (options.resolve ?? systemResolve)(host);
    } catch (error) {
      throw new OutboundError(
        'dns-failed',
        `The host ${host} could not be resolved (${(error as NodeJS.ErrnoException).code ?? 'DNS error'}). Check the URL.`,
      );
    }
    if (addresses.length === 0) throw new OutboundError('dns-failed', `The host ${host} has no address. Check the URL.`);
  }
  if (!literal && isHostAllowed(host, allowList)) return addresses[0]!;
  // Every answer must pass, not just the first: the connection could otherwise be steered to another.
  for (const { address } of addresses) {
    const refused = refusedAddressClass(address);
    if (refused !== null && !isAddressAllowed(address, allowList)) {
      throw new OutboundError(
        'blocked-address',
        `${host === address ? address : `${host} (${address})`} is not a public address (${refused}); the server does not call it. An administrator can allow it with WEBHOOK_ALLOWED_HOSTS.`,
      );
    }
  }
  return addresses[0]!;
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(timeoutError(timeoutMs));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const timeoutError = (timeoutMs: number) => new OutboundError('timeout', `No answer within ${timeoutMs / 1000} s.`);

function send(
  target: URL,
  pinned: ResolvedAddress,
  options: OutboundRequestOptions,
  signal: AbortSignal,
  timeoutMs: number,
  started: number,
): Promise<OutboundResponse> {
  const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  // Whatever name the socket layer asks about, it gets the checked address (never a fresh DNS answer).
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) (callback as (error: null, addresses: ResolvedAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const headers: Record<string, string> = { 'user-agent': 'CommentFlow', ...options.headers };
  if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
  const transport = target.protocol === 'https:' ? https : http;
  return new Promise<OutboundResponse>((resolve, reject) => {
    const fail = (error: OutboundError) => {
      request.destroy();
      reject(error);
    };
    const request = transport.request(
      {
        protocol: target.protocol,
        hostname: target.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: target.port || undefined,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers,
        auth: target.username ? `${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}` : undefined,
        lookup,
        // A socket of its own: a pooled socket could have been opened for another check.
        agent: false,
        signal,
      },
      (response) => {
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) return fail(tooLarge(maxBytes));
        const chunks: Buffer[] = [];
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > maxBytes) return fail(tooLarge(maxBytes));
          chunks.push(chunk);
        });
        response.on('error', (error) => reject(signal.aborted ? timeoutError(timeoutMs) : connectionFailed(target, error)));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: toHeaders(response.headers),
            body,
            remoteAddress: response.socket.remoteAddress ?? pinned.address,
            durationMs: Math.round(performance.now() - started),
            text: () => body.toString('utf8'),
          });
        });
      },
    );
    request.on('error', (error) => reject(signal.aborted ? timeoutError(timeoutMs) : connectionFailed(target, error)));
    request.end(options.body);
  });
}

const tooLarge = (maxBytes: number) =>
  new OutboundError('response-too-large', `The response is larger than ${maxBytes} bytes; it was cut off.`);

const connectionFailed = (target: URL, error: Error) =>
  new OutboundError('connection-failed', `Could not reach ${target.host}: ${(error as NodeJS.ErrnoException).code ?? error.message}.`);

function toHeaders(incoming: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}
