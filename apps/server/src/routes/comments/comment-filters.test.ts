import { describe, expect, it } from 'vitest';
import type { Comment } from '@commentflow/shared';
import { signUpUser } from '../../test/auth-factory.ts';
import { call, createComment, createTeam } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const ids = async (token: string, workspaceId: string, query: string) => {
  const res = await call(t.baseUrl, 'GET', `/api/workspaces/${workspaceId}/comments${query}`, { token });
  expect(res.status).toBe(200);
  return (res.body.comments as Comment[]).map((c) => c.id).sort();
};

describe('inbox filters: author and assignee', () => {
  it('filters by member author, guest e-mail, assignee me and none', async () => {
    const { owner, member, project } = await createTeam(t.app, t.baseUrl);
    const byOwner = await createComment(t.baseUrl, project, { token: owner.token });
    const byMember = await createComment(t.baseUrl, project, { token: member.token });
    const byGina = await createComment(t.baseUrl, project);
    const byHugo = await createComment(t.baseUrl, project, { body: { guest: { name: 'Hugo', email: 'hugo@example.com' } } });
    await call(t.baseUrl, 'PATCH', `/api/comments/${byGina.id}`, { token: owner.token, body: { assigneeId: member.user.uid } });
    const w = owner.workspaceId;

    expect(await ids(owner.token, w, `?author=${member.user.uid}`)).toEqual([byMember.id]);
    expect(await ids(owner.token, w, '?author=GINA%40example.com')).toEqual([byGina.id]);
    expect(await ids(member.token, w, '?assigneeId=me')).toEqual([byGina.id]);
    expect(await ids(owner.token, w, '?assigneeId=me')).toEqual([]);
    expect(await ids(owner.token, w, '?assigneeId=none')).toEqual([byOwner.id, byMember.id, byHugo.id].sort());
  });

  it('refuses an author that is neither an id nor an e-mail', async () => {
    const owner = await signUpUser(t.baseUrl);
    const res = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/comments?author=nobody&assigneeId=someone`, {
      token: owner.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.details.issues.map((i: { path: string }) => i.path).sort()).toEqual(['querystring.assigneeId', 'querystring.author']);
  });
});

describe('GET /api/workspaces/:workspaceId/comment-authors', () => {
  it('lists members and guests who started threads, guests by e-mail', async () => {
    const { owner, member, project } = await createTeam(t.app, t.baseUrl);
    await createComment(t.baseUrl, project, { token: member.token });
    await createComment(t.baseUrl, project);
    await createComment(t.baseUrl, project);
    const res = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/comment-authors`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      authors: [
        { key: 'gina@example.com', displayName: 'Gina Guest', isGuest: true, threads: 2 },
        { key: member.user.uid, displayName: 'Max Member', isGuest: false, threads: 1 },
      ],
      hasMore: false,
    });
  });

  it('sends the most active authors up to the limit, and finds the others by name or e-mail', async () => {
    const { owner, member, client, project } = await createTeam(t.app, t.baseUrl);
    const guest = (name: string, email: string) => createComment(t.baseUrl, project, { body: { guest: { name, email } } });
    await Promise.all([guest('Zoe Zed', 'zoe@example.com'), guest('Zoe Zed', 'zoe@example.com'), guest('Zoe Zed', 'zoe@example.com')]);
    await Promise.all([
      createComment(t.baseUrl, project, { token: member.token }),
      createComment(t.baseUrl, project, { token: member.token }),
    ]);
    await guest('Hugo Hill', 'hugo@example.com');
    await createComment(t.baseUrl, project, { token: client.token });
    const authors = async (query: string) => {
      const res = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/comment-authors${query}`, { token: owner.token });
      expect(res.status).toBe(200);
      return {
        names: (res.body.authors as { displayName: string; threads: number }[]).map((a) => `${a.displayName} ${a.threads}`),
        hasMore: res.body.hasMore,
      };
    };

    expect(await authors('?limit=2')).toEqual({ names: ['Zoe Zed 3', 'Max Member 2'], hasMore: true });
    expect(await authors('?limit=4')).toEqual({ names: ['Zoe Zed 3', 'Max Member 2', 'Cleo Client 1', 'Hugo Hill 1'], hasMore: false });
    expect(await authors('?q=HUGO@')).toEqual({ names: ['Hugo Hill 1'], hasMore: false });
    expect(await authors('?q=cleo')).toEqual({ names: ['Cleo Client 1'], hasMore: false });
    expect(await authors(`?q=${encodeURIComponent(member.email.slice(0, 13))}`)).toEqual({ names: ['Max Member 2'], hasMore: false });
    expect(await authors('?q=zed')).toEqual({ names: ['Zoe Zed 3'], hasMore: false });
    expect(await authors('?q=_')).toEqual({ names: [], hasMore: false });
  });

  it('refuses a limit out of range and unknown fields', async () => {
    const owner = await signUpUser(t.baseUrl);
    const res = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/comment-authors?limit=500&cursor=x`, {
      token: owner.token,
    });
    expect(res.status).toBe(400);
    const issues = JSON.stringify(res.body.details.issues);
    for (const field of ['limit', 'cursor']) expect(issues).toContain(field);
  });

  it('answers 404 to someone outside the workspace', async () => {
    const { owner } = await createTeam(t.app, t.baseUrl);
    const stranger = await signUpUser(t.baseUrl);
    const res = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/comment-authors`, { token: stranger.token });
    expect(res.status).toBe(404);
  });
});
