import { afterAll, describe, expect, it } from 'vitest';
import type { Comment } from '@commentflow/shared';
import { socketClients } from '../../test/socket-clients.ts';
import { call, createComment, createReply, createTeam } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const sockets = socketClients();
afterAll(() => sockets.closeAll());

const bulk = (token: string, workspaceId: string, body: unknown) =>
  call(t.baseUrl, 'POST', `/api/workspaces/${workspaceId}/comments/bulk`, { token, body });
const thread = (token: string, id: string) => call(t.baseUrl, 'GET', `/api/comments/${id}`, { token });

describe('POST /api/workspaces/:workspaceId/comments/bulk', () => {
  it('resolves, prioritises and assigns several threads at once', async () => {
    const { owner, member, project } = await createTeam(t.app, t.baseUrl);
    const a = await createComment(t.baseUrl, project);
    const b = await createComment(t.baseUrl, project);
    const w = owner.workspaceId;

    const resolved = await bulk(member.token, w, { ids: [a.id, b.id], action: { type: 'status', status: 'resolved' } });
    expect(resolved.status).toBe(200);
    expect(resolved.body.comments.map((c: Comment) => c.status)).toEqual(['resolved', 'resolved']);
    expect(resolved.body.deletedIds).toEqual([]);

    await bulk(member.token, w, { ids: [a.id, b.id], action: { type: 'priority', priority: 'critical' } });
    await bulk(member.token, w, { ids: [a.id], action: { type: 'assign', assigneeId: member.user.uid } });
    expect((await thread(owner.token, a.id)).body.comment).toMatchObject({
      status: 'resolved',
      priority: 'critical',
      assigneeId: member.user.uid,
    });
    expect((await thread(owner.token, b.id)).body.comment).toMatchObject({ priority: 'critical', assigneeId: null });

    await bulk(member.token, w, { ids: [a.id], action: { type: 'assign', assigneeId: null } });
    expect((await thread(owner.token, a.id)).body.comment.assigneeId).toBeNull();
  });

  it('changes nothing when one id belongs to another workspace', async () => {
    const mine = await createTeam(t.app, t.baseUrl);
    const theirs = await createTeam(t.app, t.baseUrl);
    const a = await createComment(t.baseUrl, mine.project);
    const foreign = await createComment(t.baseUrl, theirs.project);

    for (const action of [{ type: 'status', status: 'resolved' }, { type: 'delete' }]) {
      const res = await bulk(mine.owner.token, mine.owner.workspaceId, { ids: [a.id, foreign.id], action });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('not-found');
    }
    expect((await thread(mine.owner.token, a.id)).body.comment.status).toBe('open');
    expect((await thread(theirs.owner.token, foreign.id)).body.comment.status).toBe('open');
  });

  it('answers 404 to a non-member and for reply ids', async () => {
    const mine = await createTeam(t.app, t.baseUrl);
    const theirs = await createTeam(t.app, t.baseUrl);
    const a = await createComment(t.baseUrl, mine.project);
    const reply = await createReply(t.baseUrl, mine.owner.token, a.id);
    const asStranger = await bulk(theirs.owner.token, mine.owner.workspaceId, { ids: [a.id], action: { type: 'delete' } });
    expect(asStranger.status).toBe(404);
    const onReply = await bulk(mine.owner.token, mine.owner.workspaceId, { ids: [reply.id], action: { type: 'delete' } });
    expect(onReply.status).toBe(404);
    expect((await thread(mine.owner.token, a.id)).body.replies).toHaveLength(1);
  });

  it('checks roles per thread: a client cannot triage; a member deletes only their own', async () => {
    const { owner, member, client, project } = await createTeam(t.app, t.baseUrl);
    const own = await createComment(t.baseUrl, project, { token: member.token });
    const other = await createComment(t.baseUrl, project, { token: owner.token });
    const w = owner.workspaceId;

    const triage = await bulk(client.token, w, { ids: [own.id], action: { type: 'status', status: 'resolved' } });
    expect(triage.status).toBe(403);
    const mixed = await bulk(member.token, w, { ids: [own.id, other.id], action: { type: 'delete' } });
    expect(mixed.status).toBe(403);
    expect((await thread(owner.token, own.id)).status).toBe(200);

    const mineOnly = await bulk(member.token, w, { ids: [own.id], action: { type: 'delete' } });
    expect(mineOnly.status).toBe(200);
    expect(mineOnly.body.deletedIds).toEqual([own.id]);
    expect((await thread(owner.token, own.id)).status).toBe(404);
  });

  it('deletes threads with their replies for an admin', async () => {
    const { owner, admin, project } = await createTeam(t.app, t.baseUrl);
    const a = await createComment(t.baseUrl, project);
    const b = await createComment(t.baseUrl, project);
    await createReply(t.baseUrl, owner.token, a.id);
    const res = await bulk(admin.token, owner.workspaceId, { ids: [a.id, b.id], action: { type: 'delete' } });
    expect(res.status).toBe(200);
    expect([...res.body.deletedIds].sort()).toEqual([a.id, b.id].sort());
    const left = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/comments`, { token: owner.token });
    expect(left.body.comments).toEqual([]);
  });

  it('names the assigner in the assignee notification and never notifies someone who assigns themselves', async () => {
    const { owner, member, project } = await createTeam(t.app, t.baseUrl);
    const a = await createComment(t.baseUrl, project);
    const b = await createComment(t.baseUrl, project);
    const w = owner.workspaceId;
    const assignments = async (token: string) =>
      (await call(t.baseUrl, 'GET', '/api/notifications', { token })).body.notifications.filter(
        (n: { type: string }) => n.type === 'assignment',
      );

    expect((await bulk(owner.token, w, { ids: [a.id, b.id], action: { type: 'assign', assigneeId: member.user.uid } })).status).toBe(200);
    const received = await assignments(member.token);
    expect(received).toHaveLength(2);
    for (const notification of received) {
      expect(notification).toMatchObject({ title: 'Olive Owner assigned you a comment on Marketing site', actorName: 'Olive Owner' });
    }

    expect((await bulk(owner.token, w, { ids: [a.id, b.id], action: { type: 'assign', assigneeId: owner.user.uid } })).status).toBe(200);
    expect(await assignments(owner.token)).toEqual([]);
    expect(await assignments(member.token)).toHaveLength(2);
  });

  it('rolls back every change when an assignee is not a member', async () => {
    const mine = await createTeam(t.app, t.baseUrl);
    const outsider = await createTeam(t.app, t.baseUrl);
    const a = await createComment(t.baseUrl, mine.project);
    const res = await bulk(mine.owner.token, mine.owner.workspaceId, {
      ids: [a.id],
      action: { type: 'assign', assigneeId: outsider.owner.user.uid },
    });
    expect(res.status).toBe(400);
    expect((await thread(mine.owner.token, a.id)).body.comment.assigneeId).toBeNull();
  });

  it('validates ids (1 to 100) and the action, naming each field', async () => {
    const { owner } = await createTeam(t.app, t.baseUrl);
    const tooMany = Array.from({ length: 101 }, () => crypto.randomUUID());
    const res = await bulk(owner.token, owner.workspaceId, { ids: tooMany, action: { type: 'status', status: 'done' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation-failed');
    const paths = res.body.details.issues.map((i: { path: string }) => i.path);
    expect(paths).toContain('body.ids');
    expect(paths).toContain('body.action.status');
    const empty = await bulk(owner.token, owner.workspaceId, { ids: [], action: { type: 'delete' }, extra: 1 });
    expect(empty.status).toBe(400);
  });

  it('sends the changes live after the commit', async () => {
    const { owner, project } = await createTeam(t.app, t.baseUrl);
    const a = await createComment(t.baseUrl, project);
    const socket = await sockets.connect(t.baseUrl, { token: owner.token });
    expect(await socket.emitWithAck('join-workspace', { workspaceId: owner.workspaceId })).toEqual({ ok: true });
    const updated = new Promise<Comment>((resolve) => socket.on('comment-updated', (payload) => resolve(payload.comment)));
    await bulk(owner.token, owner.workspaceId, { ids: [a.id], action: { type: 'status', status: 'in_progress' } });
    expect(await updated).toMatchObject({ id: a.id, status: 'in_progress' });
  });
});
