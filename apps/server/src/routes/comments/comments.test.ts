import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Comment } from '@commentflow/shared';
import { signUpUser } from '../../test/auth-factory.ts';
import { call, createComment, createProject, createReply, createTeam } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const team = () => createTeam(t.app, t.baseUrl);

const list = (token: string, workspaceId: string, query = '') =>
  call(t.baseUrl, 'GET', `/api/workspaces/${workspaceId}/comments${query}`, { token });

const newestFirst = (comments: Comment[]) =>
  [...comments].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id)).map((c) => c.id);

describe('GET /api/workspaces/:workspaceId/comments', () => {
  it('lists thread roots only, newest first, with their authors', async () => {
    const { owner, member, project } = await team();
    const first = await createComment(t.baseUrl, project, { token: owner.token });
    const second = await createComment(t.baseUrl, project, { token: member.token });
    const byGuest = await createComment(t.baseUrl, project);
    await createReply(t.baseUrl, member.token, first.id);

    const res = await list(member.token, owner.workspaceId);
    expect(res.status).toBe(200);
    expect(res.body.comments.map((c: Comment) => c.id)).toEqual(newestFirst([first, second, byGuest]));
    expect(res.body.nextCursor).toBeNull();
    const byId = new Map(res.body.comments.map((c: Comment) => [c.id, c]));
    expect(byId.get(first.id)).toMatchObject({
      replyCount: 1,
      author: { id: owner.user.uid, displayName: owner.user.displayName, isGuest: false },
      anchor: { selector: '#hero > img', offsetX: 0.25, offsetY: 0.5 },
      viewport: { width: 1440, height: 900 },
      status: 'open',
      priority: 'medium',
    });
    expect(byId.get(byGuest.id)).toMatchObject({ author: { id: null, displayName: 'Gina Guest', photoURL: null, isGuest: true } });
    expect(JSON.stringify(res.body)).not.toContain('gina@example.com');
  });

  it('filters by project, status, priority, assignee and page', async () => {
    const { owner, member, project } = await team();
    const other = await createProject(t.baseUrl, owner.token, owner.workspaceId, { name: 'Other' });
    const a = await createComment(t.baseUrl, project, { token: owner.token });
    const b = await createComment(t.baseUrl, project, { token: owner.token, body: { pageUrl: 'https://site.example.com/about' } });
    const c = await createComment(t.baseUrl, other, { token: owner.token });
    await call(t.baseUrl, 'PATCH', `/api/comments/${a.id}`, {
      token: owner.token,
      body: { status: 'in_progress', priority: 'high', assigneeId: member.user.uid },
    });
    const ids = async (query: string) => (await list(owner.token, owner.workspaceId, query)).body.comments.map((x: Comment) => x.id);

    expect(await ids(`?projectId=${other.id}`)).toEqual([c.id]);
    expect(await ids('?status=in_progress')).toEqual([a.id]);
    expect(await ids('?status=open&priority=medium')).toEqual(newestFirst([b, c]));
    expect(await ids('?priority=high')).toEqual([a.id]);
    expect(await ids(`?assigneeId=${member.user.uid}`)).toEqual([a.id]);
    expect(await ids(`?pageUrl=${encodeURIComponent('https://site.example.com/about')}`)).toEqual([b.id]);
  });

  it('searches bodies case-insensitively, treating % and _ as plain characters', async () => {
    const { owner, project } = await team();
    const blurry = await createComment(t.baseUrl, project, { token: owner.token, body: { body: 'Hero image is BLURRY' } });
    const percent = await createComment(t.baseUrl, project, { token: owner.token, body: { body: 'Discount shows 100% off' } });
    const underscore = await createComment(t.baseUrl, project, { token: owner.token, body: { body: 'Class is btn_primary' } });
    await createComment(t.baseUrl, project, { token: owner.token, body: { body: 'Button 1000 off, btnXprimary' } });
    const ids = async (q: string) =>
      (await list(owner.token, owner.workspaceId, `?q=${encodeURIComponent(q)}`)).body.comments.map((x: Comment) => x.id);

    expect(await ids('blurry')).toEqual([blurry.id]);
    expect(await ids('0%')).toEqual([percent.id]);
    expect(await ids('btn_')).toEqual([underscore.id]);
    expect(await ids('nothing like this')).toEqual([]);
  });

  it('pages with an opaque cursor until nextCursor is null', async () => {
    const { owner, project } = await team();
    const made: Comment[] = [];
    for (let i = 0; i < 5; i += 1) made.push(await createComment(t.baseUrl, project, { token: owner.token }));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list(owner.token, owner.workspaceId, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.comments.map((c: Comment) => c.id));
      cursor = res.body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(newestFirst(made));
  });

  it('refuses a forged cursor, a bad filter and unknown query fields, listing each', async () => {
    const { owner } = await team();
    const forged = await list(owner.token, owner.workspaceId, '?cursor=bm9wZQ');
    expect(forged.status).toBe(400);
    expect(forged.body.error).toBe('validation-failed');
    const bad = await list(owner.token, owner.workspaceId, '?status=done&limit=1000&sort=asc');
    expect(bad.status).toBe(400);
    const issues = JSON.stringify(bad.body.details.issues);
    for (const field of ['status', 'limit', 'sort']) expect(issues).toContain(field);
  });

  // Correctness at volume only; how fast is for bench/api-throughput.ts, never a timed assertion here.
  it('pages deep into 10,000 comments and finds one by its text', async () => {
    const { owner, project } = await team();
    const start = Date.parse('2024-01-01T00:00:00.000Z');
    const rows = Array.from({ length: 10_000 }, (_, i) => {
      const at = new Date(start + i * 1000).toISOString();
      return {
        id: randomUUID(),
        workspace_id: owner.workspaceId,
        project_id: project.id,
        parent_id: null,
        client_id: null,
        body: `Bulk comment ${i}`,
        status: 'open' as const,
        priority: 'medium' as const,
        assignee_id: null,
        author_user_id: owner.user.uid,
        guest_name: null,
        guest_email: null,
        page_url: 'https://site.example.com/',
        page_title: '',
        anchor: null,
        viewport: null,
        meta: null,
        resolved_at: null,
        created_at: at,
        updated_at: at,
      };
    });
    // Volume data goes straight in: 10,000 HTTP calls would test patience, not the list.
    for (let i = 0; i < rows.length; i += 500)
      await t.app.db
        .insertInto('comments')
        .values(rows.slice(i, i + 500))
        .execute();

    let res = await list(owner.token, owner.workspaceId, '?limit=100');
    for (let page = 0; page < 50; page += 1) {
      res = await list(owner.token, owner.workspaceId, `?limit=100&cursor=${res.body.nextCursor}`);
    }
    const deep = await list(owner.token, owner.workspaceId, `?limit=100&cursor=${res.body.nextCursor}`);
    const search = await list(owner.token, owner.workspaceId, '?q=comment%209999');
    expect(deep.body.comments).toHaveLength(100);
    expect(deep.body.comments[0].body).toBe(`Bulk comment ${9_999 - 51 * 100}`);
    expect(search.body.comments.map((c: Comment) => c.body)).toEqual(['Bulk comment 9999']);
  });
});

describe('GET /api/comments/:commentId and replies', () => {
  it('shows a thread with its replies oldest first and counts them', async () => {
    const { owner, member, client, project } = await team();
    const root = await createComment(t.baseUrl, project, { token: owner.token });
    const r1 = await createReply(t.baseUrl, member.token, root.id, 'First');
    const r2 = await createReply(t.baseUrl, client.token, root.id, 'Second');
    expect(r1).toMatchObject({ parentId: root.id, projectId: project.id, pageUrl: root.pageUrl, anchor: null });

    const res = await call(t.baseUrl, 'GET', `/api/comments/${root.id}`, { token: client.token });
    expect(res.status).toBe(200);
    expect(res.body.comment).toMatchObject({ id: root.id, replyCount: 2 });
    expect(res.body.replies.map((c: Comment) => [c.id, c.body])).toEqual([
      [r1.id, 'First'],
      [r2.id, 'Second'],
    ]);
  });

  it('answers a retried reply clientId with the stored reply', async () => {
    const { owner, project } = await team();
    const root = await createComment(t.baseUrl, project, { token: owner.token });
    const body = { body: 'Once only', clientId: randomUUID() };
    const first = await call(t.baseUrl, 'POST', `/api/comments/${root.id}/replies`, { token: owner.token, body });
    const again = await call(t.baseUrl, 'POST', `/api/comments/${root.id}/replies`, { token: owner.token, body });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.comment.id).toBe(first.body.comment.id);
    const thread = await call(t.baseUrl, 'GET', `/api/comments/${root.id}`, { token: owner.token });
    expect(thread.body.comment.replyCount).toBe(1);
  });

  it('refuses a reply to a reply and an empty body', async () => {
    const { owner, project } = await team();
    const root = await createComment(t.baseUrl, project, { token: owner.token });
    const reply = await createReply(t.baseUrl, owner.token, root.id);
    const nested = await call(t.baseUrl, 'POST', `/api/comments/${reply.id}/replies`, { token: owner.token, body: { body: 'x' } });
    expect(nested.status).toBe(400);
    expect(nested.body.error).toBe('validation-failed');
    const empty = await call(t.baseUrl, 'POST', `/api/comments/${root.id}/replies`, { token: owner.token, body: { body: '  ' } });
    expect(empty.status).toBe(400);
    const thread = await call(t.baseUrl, 'GET', `/api/comments/${root.id}`, { token: owner.token });
    expect(thread.body.comment.replyCount).toBe(1);
    expect(thread.body.replies).toHaveLength(1);
  });
});

describe('PATCH /api/comments/:commentId', () => {
  it('lets members triage: status, priority and assignee; resolving stamps resolved_at', async () => {
    const { owner, member, project } = await team();
    const root = await createComment(t.baseUrl, project, { token: owner.token });
    const res = await call(t.baseUrl, 'PATCH', `/api/comments/${root.id}`, {
      token: member.token,
      body: { status: 'resolved', priority: 'critical', assigneeId: owner.user.uid },
    });
    expect(res.status).toBe(200);
    expect(res.body.comment).toMatchObject({ status: 'resolved', priority: 'critical', assigneeId: owner.user.uid });
    const resolvedAt = async () =>
      (await t.app.db.selectFrom('comments').select('resolved_at').where('id', '=', root.id).executeTakeFirstOrThrow()).resolved_at;
    expect(await resolvedAt()).not.toBeNull();

    const reopened = await call(t.baseUrl, 'PATCH', `/api/comments/${root.id}`, {
      token: member.token,
      body: { status: 'open', assigneeId: null },
    });
    expect(reopened.body.comment).toMatchObject({ status: 'open', assigneeId: null });
    expect(await resolvedAt()).toBeNull();
  });

  it('lets only the author edit the text', async () => {
    const { owner, admin, member, project } = await team();
    const root = await createComment(t.baseUrl, project, { token: member.token });
    for (const who of [owner, admin]) {
      const refused = await call(t.baseUrl, 'PATCH', `/api/comments/${root.id}`, { token: who.token, body: { body: 'Rewritten' } });
      expect(refused.status).toBe(403);
    }
    const edited = await call(t.baseUrl, 'PATCH', `/api/comments/${root.id}`, { token: member.token, body: { body: 'Clarified' } });
    expect(edited.status).toBe(200);
    expect(edited.body.comment.body).toBe('Clarified');
  });

  it('refuses triage by a client, a non-member assignee and status on a reply', async () => {
    const { owner, client, project } = await team();
    const stranger = await signUpUser(t.baseUrl);
    const root = await createComment(t.baseUrl, project, { token: client.token });
    const byClient = await call(t.baseUrl, 'PATCH', `/api/comments/${root.id}`, { token: client.token, body: { status: 'resolved' } });
    expect(byClient.status).toBe(403);
    const ownText = await call(t.baseUrl, 'PATCH', `/api/comments/${root.id}`, { token: client.token, body: { body: 'Mine' } });
    expect(ownText.status).toBe(200);

    const outsider = await call(t.baseUrl, 'PATCH', `/api/comments/${root.id}`, {
      token: owner.token,
      body: { assigneeId: stranger.user.uid },
    });
    expect(outsider.status).toBe(400);
    expect(JSON.stringify(outsider.body.details.issues)).toContain('assigneeId');

    const reply = await createReply(t.baseUrl, owner.token, root.id);
    const onReply = await call(t.baseUrl, 'PATCH', `/api/comments/${reply.id}`, { token: owner.token, body: { status: 'resolved' } });
    expect(onReply.status).toBe(400);
    expect(onReply.body.error).toBe('validation-failed');

    const after = await call(t.baseUrl, 'GET', `/api/comments/${root.id}`, { token: owner.token });
    expect(after.body.comment).toMatchObject({ status: 'open', assigneeId: null, body: 'Mine' });
    expect(after.body.replies[0].status).toBe('open');
  });

  it('refuses an empty patch and unknown fields', async () => {
    const { owner, project } = await team();
    const root = await createComment(t.baseUrl, project, { token: owner.token });
    const res = await call(t.baseUrl, 'PATCH', `/api/comments/${root.id}`, { token: owner.token, body: { status: 'done', pinned: true } });
    expect(res.status).toBe(400);
    const issues = JSON.stringify(res.body.details.issues);
    expect(issues).toContain('status');
    expect(issues).toContain('pinned');
  });
});

describe('DELETE /api/comments/:commentId', () => {
  it('deletes a reply and lowers the count; deleting a root takes its replies', async () => {
    const { owner, member, project } = await team();
    const root = await createComment(t.baseUrl, project, { token: member.token });
    const keep = await createReply(t.baseUrl, member.token, root.id);
    const drop = await createReply(t.baseUrl, member.token, root.id);

    expect((await call(t.baseUrl, 'DELETE', `/api/comments/${drop.id}`, { token: member.token })).status).toBe(204);
    const thread = await call(t.baseUrl, 'GET', `/api/comments/${root.id}`, { token: owner.token });
    expect(thread.body.comment.replyCount).toBe(1);
    expect(thread.body.replies.map((c: Comment) => c.id)).toEqual([keep.id]);

    expect((await call(t.baseUrl, 'DELETE', `/api/comments/${root.id}`, { token: owner.token })).status).toBe(204);
    expect((await call(t.baseUrl, 'GET', `/api/comments/${root.id}`, { token: owner.token })).status).toBe(404);
    expect((await call(t.baseUrl, 'GET', `/api/comments/${keep.id}`, { token: owner.token })).status).toBe(404);
    const left = await t.app.db.selectFrom('comments').select('id').where('project_id', '=', project.id).execute();
    expect(left).toEqual([]);
  });

  it('lets the author, owners and admins delete, and no one else', async () => {
    const { owner, admin, member, client, project } = await team();
    const byMember = await createComment(t.baseUrl, project, { token: member.token });
    const byClient = await createComment(t.baseUrl, project, { token: client.token });
    const byOwner = await createComment(t.baseUrl, project, { token: owner.token });

    expect((await call(t.baseUrl, 'DELETE', `/api/comments/${byOwner.id}`, { token: member.token })).status).toBe(403);
    expect((await call(t.baseUrl, 'DELETE', `/api/comments/${byMember.id}`, { token: client.token })).status).toBe(403);
    expect((await call(t.baseUrl, 'DELETE', `/api/comments/${byClient.id}`, { token: client.token })).status).toBe(204);
    expect((await call(t.baseUrl, 'DELETE', `/api/comments/${byMember.id}`, { token: admin.token })).status).toBe(204);
    const remaining = await list(owner.token, owner.workspaceId);
    expect(remaining.body.comments.map((c: Comment) => c.id)).toEqual([byOwner.id]);
  });
});
