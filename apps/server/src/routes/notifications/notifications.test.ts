import { afterAll, describe, expect, it } from 'vitest';
import type { Notification, NotificationEventPayload } from '@commentflow/shared';
import { signUpUser, type SignedUpUser } from '../../test/auth-factory.ts';
import { addMember, call, createComment, createProject, createReply } from '../../test/factories.ts';
import { laterMillisecond } from '../../test/clock.ts';
import { socketClients, until } from '../../test/socket-clients.ts';
import { useTestApp } from '../../test/test-app.ts';
import { notifyMentions } from '../../services/notifications/notify-mentions.ts';

const t = useTestApp();
const sockets = socketClients();
afterAll(() => sockets.closeAll());

const list = (user: SignedUpUser, query = '') => call(t.baseUrl, 'GET', `/api/notifications${query}`, { token: user.token });

/** An owner with a project, a member and a client in the same workspace. */
async function team() {
  const owner = await signUpUser(t.baseUrl, { displayName: 'Olive Owner' });
  const member = await signUpUser(t.baseUrl, { displayName: 'Mo Member' });
  const client = await signUpUser(t.baseUrl, { displayName: 'Cleo Client' });
  await addMember(t.app, owner.workspaceId, member.user.uid, 'member');
  const project = await createProject(t.baseUrl, owner.token, owner.workspaceId, { name: 'Shop' });
  await addMember(t.app, owner.workspaceId, client.user.uid, 'client', [project.id]);
  return { owner, member, client, project };
}

describe('notifications of comment activity', () => {
  it('tells the team (not clients, not the author) of a new comment, live in their own room only', async () => {
    const { owner, member, client, project } = await team();
    const outsider = await signUpUser(t.baseUrl);
    const ownerSocket = await sockets.connect(t.baseUrl, { token: owner.token });
    const outsiderSocket = await sockets.connect(t.baseUrl, { token: outsider.token });
    const heard: NotificationEventPayload[] = [];
    const overheard: NotificationEventPayload[] = [];
    ownerSocket.on('notification-created', (payload) => heard.push(payload));
    outsiderSocket.on('notification-created', (payload) => overheard.push(payload));

    const comment = await createComment(t.baseUrl, project, { token: member.token, body: { body: 'Checkout button is hidden' } });

    await until(() => heard.length > 0);
    expect(heard).toHaveLength(1);
    expect(heard[0]!.notification).toMatchObject({
      type: 'comment',
      title: 'Mo Member commented on Shop',
      // The names the title is made of, so the dashboard can write it in the reader's language.
      actorName: 'Mo Member',
      projectName: 'Shop',
      body: 'Checkout button is hidden',
      commentId: comment.id,
      read: false,
      workspaceId: owner.workspaceId,
    });
    expect(overheard).toEqual([]);
    const ownerList = await list(owner);
    expect(ownerList.status).toBe(200);
    expect(ownerList.body.unreadCount).toBe(1);
    expect(ownerList.body.notifications.map((n: Notification) => n.commentId)).toEqual([comment.id]);
    expect((await list(member)).body.notifications).toEqual([]);
    expect((await list(client)).body.notifications).toEqual([]);
  });

  it('tells the thread author and earlier repliers of a reply, but not the replier', async () => {
    const { owner, member, client, project } = await team();
    const root = await createComment(t.baseUrl, project, { token: client.token });
    await createReply(t.baseUrl, member.token, root.id, 'Looking into it');
    await createReply(t.baseUrl, owner.token, root.id, 'Fixed on staging');

    const replies = (user: SignedUpUser) =>
      list(user).then((res) => res.body.notifications.filter((n: Notification) => n.type === 'reply').map((n: Notification) => n.title));
    expect(await replies(client)).toEqual(['Olive Owner replied on Shop', 'Mo Member replied on Shop']);
    expect(await replies(member)).toEqual(['Olive Owner replied on Shop']);
    // The owner joined the thread after Mo's reply, so only later replies would reach them.
    expect(await replies(owner)).toEqual([]);
    const [latest] = (await list(client)).body.notifications;
    expect(latest).toMatchObject({ type: 'reply', actorName: 'Olive Owner', projectName: 'Shop' });
  });

  it('tells the assignee, once per new assignment, and respects turned-off kinds', async () => {
    const { owner, member, project } = await team();
    const root = await createComment(t.baseUrl, project, { token: owner.token });
    const assign = () =>
      call(t.baseUrl, 'PATCH', `/api/comments/${root.id}`, { token: owner.token, body: { assigneeId: member.user.uid } });
    expect((await assign()).status).toBe(200);
    expect((await assign()).status).toBe(200);
    const assignments = (await list(member)).body.notifications.filter((n: Notification) => n.type === 'assignment');
    expect(assignments).toHaveLength(1);
    expect(assignments[0]).toMatchObject({
      title: 'Olive Owner assigned you a comment on Shop',
      actorName: 'Olive Owner',
      projectName: 'Shop',
      commentId: root.id,
    });

    const off = await call(t.baseUrl, 'PATCH', '/api/users/me/notification-preferences', { token: member.token, body: { comment: false } });
    expect(off.body.preferences).toMatchObject({ comment: false, reply: true, mention: true, assignment: true });
    const before = (await list(member)).body.notifications.length;
    await createComment(t.baseUrl, project, { token: owner.token });
    expect((await list(member)).body.notifications).toHaveLength(before);
  });

  it('notifies mentioned members through notifyMentions, ignoring non-members', async () => {
    const { owner, member, project } = await team();
    const stranger = await signUpUser(t.baseUrl);
    const root = await createComment(t.baseUrl, project, { token: owner.token, body: { body: '@Mo can you check this?' } });
    const events = await t.app.db.transaction().execute((trx) =>
      notifyMentions(trx, {
        workspaceId: owner.workspaceId,
        commentId: root.id,
        mentionedUserIds: [member.user.uid, stranger.user.uid, owner.user.uid],
        actor: { userId: owner.user.uid, displayName: 'Olive Owner' },
      }),
    );
    expect(events.map((event) => event.payload)).toMatchObject([{ userId: member.user.uid }]);
    const mentions = (await list(member)).body.notifications.filter((n: Notification) => n.type === 'mention');
    expect(mentions).toMatchObject([
      {
        title: 'Olive Owner mentioned you',
        actorName: 'Olive Owner',
        projectName: 'Shop',
        body: '@Mo can you check this?',
        commentId: root.id,
      },
    ]);
    expect((await list(stranger)).body.notifications).toEqual([]);
  });
});

describe('reading notifications', () => {
  it('pages newest first and marks one or all read', async () => {
    const { owner, member, project } = await team();
    for (let i = 0; i < 3; i += 1) {
      await createComment(t.baseUrl, project, { token: member.token, body: { body: `Issue ${i}` } });
      await laterMillisecond();
    }

    const first = await list(owner, '?limit=2');
    expect(first.body.notifications.map((n: Notification) => n.body)).toEqual(['Issue 2', 'Issue 1']);
    expect(first.body.unreadCount).toBe(3);
    const second = await list(owner, `?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.notifications.map((n: Notification) => n.body)).toEqual(['Issue 0']);
    expect(second.body.nextCursor).toBeNull();

    const id = first.body.notifications[0].id;
    const read = await call(t.baseUrl, 'POST', `/api/notifications/${id}/read`, { token: owner.token });
    expect(read.status).toBe(200);
    expect(read.body.notification).toMatchObject({ id, read: true });
    expect((await list(owner)).body.unreadCount).toBe(2);

    const all = await call(t.baseUrl, 'POST', '/api/notifications/read-all', { token: owner.token });
    expect(all.body).toEqual({ updated: 2 });
    const after = await list(owner);
    expect(after.body.unreadCount).toBe(0);
    expect(after.body.notifications.every((n: Notification) => n.read)).toBe(true);
  });

  it("answers 404 for someone else's notification and hides those of a workspace the user left", async () => {
    const { owner, member, project } = await team();
    await createComment(t.baseUrl, project, { token: owner.token });
    const [mine] = (await list(member)).body.notifications;
    const stolen = await call(t.baseUrl, 'POST', `/api/notifications/${mine.id}/read`, { token: owner.token });
    expect(stolen.status).toBe(404);
    expect(stolen.body.error).toBe('not-found');
    expect((await list(member)).body.notifications[0].read).toBe(false);

    await t.app.db.deleteFrom('memberships').where('workspace_id', '=', owner.workspaceId).where('user_id', '=', member.user.uid).execute();
    const gone = await list(member);
    expect(gone.body).toMatchObject({ notifications: [], unreadCount: 0 });
  });

  it('needs a signed-in caller and refuses a bad id or cursor', async () => {
    expect((await call(t.baseUrl, 'GET', '/api/notifications')).status).toBe(401);
    const user = await signUpUser(t.baseUrl);
    const badId = await call(t.baseUrl, 'POST', '/api/notifications/nope/read', { token: user.token });
    expect(badId.status).toBe(400);
    const badCursor = await list(user, '?cursor=zzz');
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.error).toBe('validation-failed');
  });
});
