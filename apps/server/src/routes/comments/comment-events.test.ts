import { afterAll, describe, expect, it } from 'vitest';
import type { SocketAuth } from '@commentflow/shared';
import { signUpUser } from '../../test/auth-factory.ts';
import { addMember, call, createProject, newCommentBody, SITE_ORIGIN } from '../../test/factories.ts';
import { drained, socketClients, until, type ClientSocket } from '../../test/socket-clients.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const sockets = socketClients();
afterAll(() => sockets.closeAll());

/** Every comment event a socket receives, as "name:commentId" strings, in arrival order. */
function record(socket: ClientSocket): string[] {
  const seen: string[] = [];
  socket.on('comment-created', (p) => seen.push(`comment-created:${p.comment.id}`));
  socket.on('comment-updated', (p) => seen.push(`comment-updated:${p.comment.id}:${p.comment.status}:${p.comment.replyCount}`));
  socket.on('comment-deleted', (p) => seen.push(`comment-deleted:${p.commentId}:${p.parentId}`));
  return seen;
}

const connect = (auth: SocketAuth, origin?: string) => sockets.connect(t.baseUrl, auth, origin);

describe('comment events', () => {
  it('reach the workspace and project rooms once per committed change, never for refusals or retries', async () => {
    const owner = await signUpUser(t.baseUrl);
    const client = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    await addMember(t.app, owner.workspaceId, client.user.uid, 'client', [project.id]);

    const dashboard = await connect({ token: owner.token });
    const joined = await dashboard.emitWithAck('join-workspace', { workspaceId: owner.workspaceId });
    expect(joined).toEqual({ ok: true });
    const viewer = await connect({ projectKey: project.publicKey }, SITE_ORIGIN);
    const inWorkspace = record(dashboard);
    const onSite = record(viewer);

    const body = newCommentBody({ guest: { name: 'Gina', email: 'gina@example.com' } });
    const created = await call(t.baseUrl, 'POST', `/api/widget/${project.publicKey}/comments`, { origin: SITE_ORIGIN, body });
    const root = created.body.comment.id;
    await call(t.baseUrl, 'POST', `/api/widget/${project.publicKey}/comments`, { origin: SITE_ORIGIN, body });
    const reply = (await call(t.baseUrl, 'POST', `/api/comments/${root}/replies`, { token: owner.token, body: { body: 'On it' } })).body
      .comment.id;
    const refused = await call(t.baseUrl, 'PATCH', `/api/comments/${root}`, { token: client.token, body: { status: 'resolved' } });
    expect(refused.status).toBe(403);
    await call(t.baseUrl, 'PATCH', `/api/comments/${root}`, { token: owner.token, body: { status: 'resolved' } });
    await call(t.baseUrl, 'DELETE', `/api/comments/${reply}`, { token: owner.token });
    await call(t.baseUrl, 'DELETE', `/api/comments/${root}`, { token: owner.token });

    const expected = [
      `comment-created:${root}`,
      `comment-created:${reply}`,
      `comment-updated:${root}:open:1`,
      `comment-updated:${root}:resolved:1`,
      `comment-deleted:${reply}:${root}`,
      `comment-updated:${root}:resolved:0`,
      `comment-deleted:${root}:null`,
    ];
    await until(() => inWorkspace.length >= expected.length && onSite.length >= expected.length);
    // Every call above was answered after its events were sent: once both sockets' round trips are
    // back, an extra event (say, for the retried clientId) would have arrived.
    await Promise.all([dashboard, viewer].map(drained));
    expect(inWorkspace).toEqual(expected);
    expect(onSite).toEqual(expected);
  });
});
