import { afterAll, beforeAll } from 'vitest';
import { call } from '../factories.ts';
import { GITHUB_TOKEN, startFakeGitHub, type FakeGitHub } from './fake-github.ts';

/** A fake GitHub for the whole test file: started before its tests, closed after them. Call the answer for it. */
export function useFakeGitHub(): () => FakeGitHub {
  let github: FakeGitHub | undefined;
  beforeAll(async () => {
    github = await startFakeGitHub();
  });
  afterAll(async () => {
    await github?.close();
  });
  return () => {
    if (!github) throw new Error('The fake GitHub starts before the tests');
    return github;
  };
}

/** Connects the fake's acme/site repository to the workspace through the API, as its owner; the answer's body. */
export async function connectFakeGitHub(
  baseUrl: string,
  github: FakeGitHub,
  owner: { token: string; workspaceId: string },
  settings: Record<string, unknown> = {},
): Promise<{ integration: { id: string; webhookUrl: string }; webhookSecret: string }> {
  const res = await call(baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/integrations`, {
    token: owner.token,
    body: {
      provider: 'github',
      credentials: { token: GITHUB_TOKEN },
      settings: { apiUrl: github.url, owner: 'acme', repo: 'site', ...settings },
    },
  });
  if (res.status !== 201) throw new Error(`connecting GitHub answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}
