import { describe, expect, it } from 'vitest';
import { signUpUser } from '../test/auth-factory.ts';
import { call } from '../test/factories.ts';
import { useTestApp } from '../test/test-app.ts';

// No WEBHOOK_ALLOWED_HOSTS here: a tracker address users type in is held to the outbound SSRF rules.
const t = useTestApp();

describe('integration endpoints chosen by users', () => {
  it('refuse private, loopback and metadata addresses before any call, as settings to fix', async () => {
    const owner = await signUpUser(t.baseUrl);
    for (const baseUrl of ['http://127.0.0.1:9', 'http://169.254.169.254', 'http://[::ffff:10.0.0.1]']) {
      const res = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/integrations`, {
        token: owner.token,
        body: { provider: 'gitlab', credentials: { token: 'glpat-x' }, settings: { baseUrl, project: 'acme/site' } },
      });
      expect({ baseUrl, status: res.status, error: res.body.error }).toEqual({ baseUrl, status: 422, error: 'integration-rejected' });
    }
    const list = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/integrations`, { token: owner.token });
    expect(list.body.integrations).toEqual([]);
  });
});
