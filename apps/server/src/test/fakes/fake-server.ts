import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '../../config.ts';
import { parseAllowList } from '../../outbound/address-policy.ts';

/** The test app's setting that lets outbound calls reach the fakes on 127.0.0.1 (refused by default). */
export const REACH_LOCAL_FAKES: Partial<Config> = { webhookAllowedHosts: parseAllowList('127.0.0.1').allowList };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  json: unknown;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = (request: RecordedRequest, params: Record<string, string>) => FakeAnswer | Promise<FakeAnswer>;

/**
 * A local HTTP server standing in for a provider's API in tests: routes by method and path pattern
 * (`:name` segments), records every request, and can be told to fail the next calls (`failNext`).
 */
export interface FakeServer {
  url: string;
  requests: RecordedRequest[];
  on(method: string, pattern: string, handler: Handler): void;
  /** The next `count` requests answer this instead (a provider down, a rate limit...). */
  failNext(count: number, answer: FakeAnswer): void;
  close(): Promise<void>;
}

export async function startFakeServer(): Promise<FakeServer> {
  const routes: Array<{ method: string; pattern: RegExp; names: string[]; handler: Handler }> = [];
  const requests: RecordedRequest[] = [];
  let failures: { count: number; answer: FakeAnswer } | null = null;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks).toString('utf8');
        let json: unknown = null;
        try {
          json = body ? JSON.parse(body) : null;
        } catch {
          json = null;
        }
        const url = new URL(req.url ?? '/', 'http://fake');
        const recorded: RecordedRequest = {
          method: req.method ?? 'GET',
          path: url.pathname + url.search,
          headers: req.headers,
          body,
          json,
        };
        requests.push(recorded);
        let answer: FakeAnswer = { status: 404, body: { message: 'Not Found' } };
        if (failures && failures.count > 0) {
          failures.count -= 1;
          answer = failures.answer;
        } else {
          for (const route of routes) {
            const match = route.method === recorded.method ? route.pattern.exec(url.pathname) : null;
            if (!match) continue;
            answer = await route.handler(
              recorded,
              Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)])),
            );
            break;
          }
        }
        const text = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        res.writeHead(answer.status, {
          'content-type': typeof answer.body === 'string' ? 'text/plain' : 'application/json',
          ...answer.headers,
        });
        res.end(text);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(method, pattern, handler) {
      const names: string[] = [];
      const source = pattern.replace(/:(\w+)/g, (_m, name: string) => {
        names.push(name);
        return '([^/]+)';
      });
      routes.push({ method, pattern: new RegExp(`^${source}$`), names, handler });
    },
    failNext(count, answer) {
      failures = { count, answer };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
