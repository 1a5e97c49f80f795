import { afterAll, describe, expect, it } from 'vitest';
import type { Comment } from '@commentflow/shared';
import { signUpUser } from '../../test/auth-factory.ts';
import { call, createComment, createReply, createTeam } from '../../test/factories.ts';
import { socketClients, until } from '../../test/socket-clients.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const sockets = socketClients();
afterAll(() => sockets.closeAll());

const setLabels = (token: string, commentId: string, labels: unknown) =>
  call(t.baseUrl, 'PATCH', `/api/comments/${commentId}`, { token, body: { labels } });

describe('thread labels', () => {
  it('are set by a triager, trimmed, lower-cased and deduplicated, and come back with the thread and in its event', async () => {
    const { owner, member, project } = await team();
    const root = await createComment(t.baseUrl, project, { token: owner.token });
    expect(root.labels).toEqual([]);

    const dashboard = await sockets.connect(t.baseUrl, { token: owner.token });
    await dashboard.emitWithAck('join-workspace', { workspaceId: owner.workspaceId });
    const updates: string[][] = [];
    dashboard.on('comment-updated', (p) => updates.push(p.comment.labels));

    const res = await setLabels(member.token, root.id, ['  Checkout ', 'copy', 'CHECKOUT', 'Été']);
    expect(res.status).toBe(200);
    expect(res.body.comment.labels).toEqual(['checkout', 'copy', 'été']);
    const thread = await call(t.baseUrl, 'GET', `/api/comments/${root.id}`, { token: owner.token });
    expect(thread.body.comment.labels).toEqual(['checkout', 'copy', 'été']);
    await until(() => updates.length > 0);
    expect(updates).toEqual([['checkout', 'copy', 'été']]);

    const cleared = await setLabels(member.token, root.id, []);
    expect(cleared.body.comment.labels).toEqual([]);
  });

  it('refuses a label too long, empty, on two lines or with a null character, and more than ten', async () => {
    const { owner, project } = await team();
    const root = await createComment(t.baseUrl, project, { token: owner.token });
    for (const labels of [
      ['x'.repeat(31)],
      ['   '],
      ['two\nlines'],
      ['nul\u0000l'],
      Array.from({ length: 11 }, (_, i) => `l${i}`),
      'bug',
    ]) {
      const res = await setLabels(owner.token, root.id, labels);
      expect(res.status, JSON.stringify(labels)).toBe(400);
      expect(res.body.error).toBe('validation-failed');
    }
    const thirty = await setLabels(owner.token, root.id, ['x'.repeat(30)]);
    expect(thirty.status).toBe(200);
    const ten = await setLabels(
      owner.token,
      root.id,
      Array.from({ length: 10 }, (_, i) => `l${i}`),
    );
    expect(ten.body.comment.labels).toHaveLength(10);
  });

  it('refuses a client, replies and another workspace', async () => {
    const { owner, client, project } = await team();
    const root = await createComment(t.baseUrl, project, { token: client.token });
    expect((await setLabels(client.token, root.id, ['mine'])).status).toBe(403);

    const reply = await createReply(t.baseUrl, owner.token, root.id);
    const onReply = await setLabels(owner.token, reply.id, ['bug']);
    expect(onReply.status).toBe(400);
    expect(JSON.stringify(onReply.body.details.issues)).toContain('labels');

    const stranger = await signUpUser(t.baseUrl);
    expect((await setLabels(stranger.token, root.id, ['bug'])).status).toBe(404);
    const unchanged = await call(t.baseUrl, 'GET', `/api/comments/${root.id}`, { token: owner.token });
    expect(unchanged.body.comment.labels).toEqual([]);
  });

  it('filter the workspace list by one label, matching whole labels only', async () => {
    const { owner, project } = await team();
    const [checkout, checkoutFlow, none] = (await Promise.all(
      [1, 2, 3].map(() => createComment(t.baseUrl, project, { token: owner.token })),
    )) as [Comment, Comment, Comment];
    await setLabels(owner.token, checkout.id, ['checkout', 'copy']);
    await setLabels(owner.token, checkoutFlow.id, ['checkout-flow', '50%_off']);
    const ids = async (label: string) => {
      const res = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/comments?label=${encodeURIComponent(label)}`, {
        token: owner.token,
      });
      expect(res.status).toBe(200);
      return res.body.comments.map((c: Comment) => c.id);
    };
    expect(await ids('Checkout')).toEqual([checkout.id]);
    expect(await ids('checkout-flow')).toEqual([checkoutFlow.id]);
    expect(await ids('50%_off')).toEqual([checkoutFlow.id]);
    expect(await ids('50')).toEqual([]);
    expect(await ids('copy')).not.toContain(none.id);
    const tooLong = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/comments?label=${'x'.repeat(31)}`, {
      token: owner.token,
    });
    expect(tooLong.status).toBe(400);
  });
});

function team() {
  return createTeam(t.app, t.baseUrl);
}
