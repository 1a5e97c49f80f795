import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { STORAGE_KEYS } from '@commentflow/shared';
import { apiClient } from './api-client.ts';

/** A browser whose local storage holds `language` (or nothing), and a fetch that answers {}. */
function browserWith(language: string | null) {
  const stored = new Map<string, string>(language === null ? [] : [[STORAGE_KEYS.language, language]]);
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => stored.get(key) ?? null } });
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return async () => {
    await apiClient.get('/health', z.object({}));
    return (fetch.mock.calls[0]![1].headers as Record<string, string>)['Accept-Language'];
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiClient', () => {
  it("asks for error messages in the dashboard's language, not the browser's", async () => {
    expect(await browserWith('fr')()).toBe('fr');
    expect(await browserWith('en')()).toBe('en');
  });

  it('asks for English when no language (or an unknown one) is stored', async () => {
    expect(await browserWith(null)()).toBe('en');
    expect(await browserWith('de')()).toBe('en');
  });
});

describe('the current workspace', () => {
  it('goes with every signed-in call as X-Workspace-Id (docs/product/plans-and-retention.md#calls-without-a-workspace), never with an anonymous one', async () => {
    const stored = new Map<string, string>([
      [STORAGE_KEYS.authToken, 'token'],
      [STORAGE_KEYS.currentWorkspaceId, '6f1c2a8e-1111-4222-8333-444455556666'],
    ]);
    vi.stubGlobal('window', { localStorage: { getItem: (key: string) => stored.get(key) ?? null } });
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await apiClient.get('/retention/status', z.object({}));
    await apiClient.get('/billing/plans', z.object({}), { anonymous: true });
    const headers = fetch.mock.calls.map((call) => call[1].headers as Record<string, string>);
    expect(headers[0]!['X-Workspace-Id']).toBe('6f1c2a8e-1111-4222-8333-444455556666');
    expect(headers[1]!['X-Workspace-Id']).toBeUndefined();
  });
});
