import { request } from 'node:http';

export interface HostResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * An HTTP call with a chosen Host header (fetch does not let tests set it), as a browser on
 * docs.localhost:3000 or acme.localhost:3000 would send it. Test helper.
 */
export function hostRequest(
  baseUrl: string,
  path: string,
  host: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<HostResponse> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers, host };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, baseUrl), { method: options.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

export const getWithHost = (baseUrl: string, path: string, host: string, headers: Record<string, string> = {}) =>
  hostRequest(baseUrl, path, host, { headers });
