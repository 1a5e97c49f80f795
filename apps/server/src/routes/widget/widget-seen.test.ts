import { afterAll, describe, expect, it } from 'vitest';
import type { WidgetSeenPayload } from '@commentflow/shared';
import { signUpUser } from '../../test/auth-factory.ts';
import { call, createProject, SITE_ORIGIN } from '../../test/factories.ts';
import { socketClients, until } from '../../test/socket-clients.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const sockets = socketClients();
afterAll(() => sockets.closeAll());

describe('the install check', () => {
  it('marks the project when the loader first asks for pins from an allowed origin, and tells the workspace once', async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const dashboard = await sockets.connect(t.baseUrl, { token: owner.token });
    expect(await dashboard.emitWithAck('join-workspace', { workspaceId: owner.workspaceId })).toEqual({ ok: true });
    const seen: WidgetSeenPayload[] = [];
    dashboard.on('widget-seen', (payload) => seen.push(payload));

    const refused = await call(t.baseUrl, 'GET', `/api/widget/${project.publicKey}/comments?pageUrl=${SITE_ORIGIN}/`, {
      origin: 'https://evil.example.com',
    });
    expect(refused.status).toBe(403);
    const before = await call(t.baseUrl, 'GET', `/api/projects/${project.id}`, { token: owner.token });
    expect(before.body.project.widgetSeenAt).toBeNull();

    for (let i = 0; i < 2; i += 1) {
      const load = await call(t.baseUrl, 'GET', `/api/widget/${project.publicKey}/comments?pageUrl=${SITE_ORIGIN}/`, {
        origin: SITE_ORIGIN,
      });
      expect(load.status).toBe(200);
    }
    await until(() => seen.length > 0);
    const after = await call(t.baseUrl, 'GET', `/api/projects/${project.id}`, { token: owner.token });
    expect(after.body.project.widgetSeenAt).not.toBeNull();
    expect(seen).toEqual([{ workspaceId: owner.workspaceId, projectId: project.id, widgetSeenAt: after.body.project.widgetSeenAt }]);
  });
});
