import { startFakeServer, type FakeServer } from './fake-server.ts';

export const SLACK_HOOK_PATH = '/services/T000/B000/goodsecret';

/** Slack's incoming webhooks: POST JSON to the hook's URL; `ok` as text, or an error word with 4xx. */
export async function startFakeSlack(): Promise<
  FakeServer & { hookUrl: string; messages: () => Array<{ text: string; blocks?: Array<Record<string, unknown>> }> }
> {
  const server = await startFakeServer();
  server.on('POST', '/services/:team/:bot/:secret', (request) => {
    if (request.path !== SLACK_HOOK_PATH) return { status: 404, body: 'no_service' };
    const payload = request.json as { text?: string; blocks?: unknown[] } | null;
    if (!payload?.text) return { status: 400, body: 'invalid_payload' };
    return { status: 200, body: 'ok' };
  });
  return Object.assign(server, {
    hookUrl: server.url + SLACK_HOOK_PATH,
    messages: () =>
      server.requests
        .filter((r) => r.path === SLACK_HOOK_PATH)
        .map((r) => r.json as { text: string; blocks?: Array<Record<string, unknown>> }),
  });
}
