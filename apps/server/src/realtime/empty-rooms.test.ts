import { createRequire } from 'node:module';
import { io } from 'socket.io-client';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { signUpUser } from '../test/auth-factory.ts';
import { createComment, createProject, SITE_ORIGIN } from '../test/factories.ts';
import { socketClients, until, type ClientSocket } from '../test/socket-clients.ts';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp();
const sockets = socketClients();
afterAll(() => sockets.closeAll());

// The server's packet encoder: socket.io loads socket.io-parser with require, and this is that copy
// (an import here would load the package's ES build, another class).
const parser = createRequire(import.meta.url)('socket.io-parser') as typeof import('socket.io-parser');
// Likewise socket.io-adapter, whose SessionAwareAdapter keeps events for connection-state recovery.
const adapters = createRequire(import.meta.url)('socket.io-adapter') as typeof import('socket.io-adapter');

/** A spy that calls through and records what it was called with: the first argument is a packet. */
interface PacketSpy {
  mock: { calls: unknown[][] };
  mockRestore(): void;
}

/**
 * A comment in a workspace nobody watches, then one in a workspace whose dashboard is open: the
 * workspaces of the comment-created packets `spy` saw while they were sent.
 */
async function workspacesSeenBy(spy: () => PacketSpy): Promise<{ seen: string[]; watched: string }> {
  const watched = await signUpUser(t.baseUrl);
  const unwatched = await signUpUser(t.baseUrl);
  const watchedProject = await createProject(t.baseUrl, watched.token, watched.workspaceId);
  const unwatchedProject = await createProject(t.baseUrl, unwatched.token, unwatched.workspaceId);
  const dashboard = await sockets.connect(t.baseUrl, { token: watched.token });
  expect(await dashboard.emitWithAck('join-workspace', { workspaceId: watched.workspaceId })).toEqual({ ok: true });
  const heard: string[] = [];
  dashboard.on('comment-created', (payload) => heard.push(payload.comment.id));

  const watcher = spy();
  try {
    // Published before its answer: once it is back, its event went through the adapter.
    await createComment(t.baseUrl, unwatchedProject, { origin: SITE_ORIGIN });
    const comment = await createComment(t.baseUrl, watchedProject, { origin: SITE_ORIGIN });
    await until(() => heard.includes(comment.id));
    expect(heard).toEqual([comment.id]);
    const seen = watcher.mock.calls
      .map(([packet]) => (packet as { data?: unknown[] }).data)
      .filter((data) => data?.[0] === 'comment-created')
      .map((data) => (data![1] as { workspaceId: string }).workspaceId);
    return { seen, watched: watched.workspaceId };
  } finally {
    watcher.mockRestore();
  }
}

describe('events for rooms nobody is in', () => {
  it('are never encoded, while the same event for a room with a dashboard is encoded once', async () => {
    const { seen, watched } = await workspacesSeenBy(() => vi.spyOn(parser.Encoder.prototype, 'encode'));
    expect(seen).toEqual([watched]);
  });

  it('are not kept for connection-state recovery, which no socket could ask them of', async () => {
    const { seen, watched } = await workspacesSeenBy(() => vi.spyOn(adapters.SessionAwareAdapter.prototype, 'broadcast'));
    expect(seen).toEqual([watched]);
  });

  it('are still kept for a dashboard that was away while they were sent, which gets them on its return', async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    // Its own client: the suite's sockets never reconnect, and this one must, with its session.
    const dashboard: ClientSocket = io(t.baseUrl, { auth: { token: owner.token }, transports: ['websocket'], reconnection: false });
    try {
      await new Promise((resolve) => dashboard.once('connect', () => resolve(undefined)));
      expect(await dashboard.emitWithAck('join-workspace', { workspaceId: owner.workspaceId })).toEqual({ ok: true });
      const heard: string[] = [];
      dashboard.on('comment-created', (payload) => heard.push(payload.comment.id));
      // Recovery resumes after the last event a socket heard: it needs one.
      const before = await createComment(t.baseUrl, project, { origin: SITE_ORIGIN });
      await until(() => heard.includes(before.id));

      // The network drops (not a sign-out): the server keeps the session for connection-state recovery.
      const away = new Promise((resolve) => dashboard.once('disconnect', resolve));
      dashboard.io.engine.close();
      await away;
      const comment = await createComment(t.baseUrl, project, { origin: SITE_ORIGIN });

      dashboard.connect();
      await new Promise((resolve) => dashboard.once('connect', () => resolve(undefined)));
      expect(dashboard.recovered).toBe(true);
      await until(() => heard.includes(comment.id));
      expect(heard).toEqual([before.id, comment.id]);
    } finally {
      dashboard.disconnect();
    }
  });
});
