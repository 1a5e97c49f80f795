import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@commentflow/shared';
import { retentionApi } from './retention-api.ts';

function browserWith(token: string | null, answer: () => Response) {
  const stored = new Map<string, string>(token ? [[STORAGE_KEYS.authToken, token]] : []);
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => stored.get(key) ?? null } });
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('retention calls (docs/product/api.md, errors.md)', () => {
  it("fail with the spec's hook errors, and 'Not authenticated' without a token (no request sent)", async () => {
    const fetch = browserWith(null, () => new Response('{}'));
    await expect(retentionApi.status()).rejects.toThrow('Not authenticated');
    expect(fetch).not.toHaveBeenCalled();

    browserWith('token', () => new Response(JSON.stringify({ error: 'internal', message: 'down' }), { status: 500 }));
    await expect(retentionApi.status()).rejects.toThrow('Failed to fetch retention status');
    await expect(retentionApi.config()).rejects.toThrow('Failed to fetch retention config');
    await expect(retentionApi.acknowledge({ warningType: 'banner_dismissed', daysRemaining: 3 })).rejects.toThrow(
      'Failed to acknowledge warning',
    );
    await expect(retentionApi.requestExport()).rejects.toThrow('Failed to request export');
  });

  it('sends request-export with an empty body, to the path the spec names', async () => {
    const fetch = browserWith(
      'token',
      () => new Response(JSON.stringify({ success: true, exportId: '6f1c2a8e-1111-4222-8333-444455556666', message: 'Queued' })),
    );
    await retentionApi.requestExport();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/retention/request-export');
    expect(init.body).toBeUndefined();
  });
});
