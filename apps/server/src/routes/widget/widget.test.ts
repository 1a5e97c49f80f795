import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Comment, Project } from '@commentflow/shared';
import { timeOfId } from '@commentflow/shared/rules/time-ordered-id';
import { signUpUser } from '../../test/auth-factory.ts';
import { addMember, call, createComment, createProject, newCommentBody, SITE_ORIGIN } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const GUEST = { name: 'Gina Guest', email: 'gina@example.com' };
const widget = (project: Pick<Project, 'publicKey'>, path = '') => `/api/widget/${project.publicKey}${path}`;

async function ownerWithProject(overrides: Parameters<typeof createProject>[3] = {}) {
  const owner = await signUpUser(t.baseUrl);
  const project = await createProject(t.baseUrl, owner.token, owner.workspaceId, overrides);
  return { owner, project };
}

const storedComments = (projectId: string) => t.app.db.selectFrom('comments').selectAll().where('project_id', '=', projectId).execute();

describe('GET /api/widget/:key/config', () => {
  it('answers what the widget needs, never the workspace, and marks the widget as seen', async () => {
    const { owner, project } = await ownerWithProject();
    const res = await call(t.baseUrl, 'GET', widget(project, '/config'), { origin: SITE_ORIGIN });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ project: { name: project.name, allowGuests: true }, brand: { name: 'CommentFlow', logo: 'CF' } });
    const workspace = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}`, { token: owner.token });
    expect(JSON.stringify(res.body)).not.toContain(workspace.body.workspace.name);
    expect(JSON.stringify(res.body)).not.toContain(owner.workspaceId);
    const seen = await call(t.baseUrl, 'GET', `/api/projects/${project.id}`, { token: owner.token });
    expect(seen.body.project.widgetSeenAt).not.toBeNull();
  });

  it('does not name a team-only project to a caller who is not on its team', async () => {
    const { owner, project } = await ownerWithProject({ name: 'Secret relaunch', allowGuests: false });
    const guest = await call(t.baseUrl, 'GET', widget(project, '/config'), { origin: SITE_ORIGIN });
    expect(guest.status).toBe(200);
    expect(guest.body).toEqual({ project: { name: null, allowGuests: false }, brand: { name: 'CommentFlow', logo: 'CF' } });
    expect(JSON.stringify(guest.body)).not.toContain('Secret relaunch');
    const stranger = await signUpUser(t.baseUrl);
    const outsider = await call(t.baseUrl, 'GET', widget(project, '/config'), { origin: SITE_ORIGIN, token: stranger.token });
    expect(outsider.body.project.name).toBeNull();
    const member = await call(t.baseUrl, 'GET', widget(project, '/config'), { origin: SITE_ORIGIN, token: owner.token });
    expect(member.body.project).toEqual({ name: 'Secret relaunch', allowGuests: false });
  });

  it('marks the snippet installed only for a call from an allowed origin', async () => {
    const { owner, project } = await ownerWithProject();
    for (const origin of [undefined, 'https://evil.example.net']) {
      expect((await call(t.baseUrl, 'GET', widget(project, '/config'), origin ? { origin } : {})).status).toBe(403);
    }
    const seen = await call(t.baseUrl, 'GET', `/api/projects/${project.id}`, { token: owner.token });
    expect(seen.body.project.widgetSeenAt).toBeNull();
  });

  it('refuses a missing or foreign Origin, an unknown key and a malformed key', async () => {
    const { project } = await ownerWithProject();
    const noOrigin = await call(t.baseUrl, 'GET', widget(project, '/config'));
    expect(noOrigin.status).toBe(403);
    expect(noOrigin.body.error).toBe('origin-not-allowed');
    const foreign = await call(t.baseUrl, 'GET', widget(project, '/config'), { origin: 'https://evil.example.net' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toBe('origin-not-allowed');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const unknown = await call(t.baseUrl, 'GET', `/api/widget/pk_${'x'.repeat(24)}/config`, { origin: SITE_ORIGIN });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('not-found');
    const malformed = await call(t.baseUrl, 'GET', '/api/widget/nope/config', { origin: SITE_ORIGIN });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('validation-failed');
  });

  it('accepts any origin the project lists', async () => {
    const { project } = await ownerWithProject({ allowedOrigins: ['http://localhost:5173'] });
    const res = await call(t.baseUrl, 'GET', widget(project, '/config'), { origin: 'http://localhost:5173' });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });
});

describe('CORS for the widget API', () => {
  it('answers a preflight from an allowed origin with that exact origin', async () => {
    const { project } = await ownerWithProject();
    const res = await call(t.baseUrl, 'OPTIONS', widget(project, '/comments'), {
      origin: SITE_ORIGIN,
      headers: { 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(res.headers.get('vary')).toMatch(/origin/i);
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST, PATCH');
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type, authorization');
  });

  it('gives other origins no CORS headers, on preflight or request', async () => {
    const { project } = await ownerWithProject();
    const preflight = await call(t.baseUrl, 'OPTIONS', widget(project, '/comments'), {
      origin: 'https://evil.example.net',
      headers: { 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const get = await call(t.baseUrl, 'GET', widget(project, '/comments'), { origin: 'https://evil.example.net' });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps the CORS header on error answers so the widget can read them', async () => {
    const { project } = await ownerWithProject();
    const res = await call(t.baseUrl, 'POST', widget(project, '/comments'), { origin: SITE_ORIGIN, body: { body: '' } });
    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
  });

  it('keeps it when a stale sign-in token is refused, so the widget can tell the user to sign in again', async () => {
    const { project } = await ownerWithProject();
    const res = await call(t.baseUrl, 'GET', widget(project, '/comments'), { origin: SITE_ORIGIN, token: 'not.a.token' });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid-token');
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
  });
});

describe('POST /api/widget/:key/comments', () => {
  it('stores a guest pin without exposing the e-mail', async () => {
    const { owner, project } = await ownerWithProject();
    const body = newCommentBody({ guest: GUEST, meta: { browser: 'Firefox 140', os: 'Linux' } });
    const res = await call(t.baseUrl, 'POST', widget(project, '/comments'), { origin: SITE_ORIGIN, body });
    expect(res.status).toBe(201);
    expect(res.body.comment).toMatchObject({
      clientId: body.clientId,
      body: body.body,
      projectId: project.id,
      workspaceId: owner.workspaceId,
      parentId: null,
      pageUrl: body.pageUrl,
      pageTitle: 'Pricing',
      anchor: body.anchor,
      viewport: body.viewport,
      meta: { browser: 'Firefox 140', os: 'Linux' },
      author: { id: null, displayName: 'Gina Guest', isGuest: true, photoURL: null },
    });
    expect(JSON.stringify(res.body)).not.toContain(GUEST.email);
    const [row] = await storedComments(project.id);
    expect(row).toMatchObject({ guest_email: GUEST.email, author_user_id: null });
  });

  it('stores a member pin under their account', async () => {
    const { owner, project } = await ownerWithProject();
    const comment = await createComment(t.baseUrl, project, { token: owner.token });
    expect(comment.author).toEqual({
      id: owner.user.uid,
      displayName: owner.user.displayName,
      photoURL: owner.user.photoURL,
      isGuest: false,
    });
  });

  it('gives pins and replies time-ordered ids (UUIDv7) stamped with their creation time (ADR 038)', async () => {
    const { project } = await ownerWithProject();
    const pin = await createComment(t.baseUrl, project);
    const reply = await call(t.baseUrl, 'POST', widget(project, `/comments/${pin.id}/replies`), {
      origin: SITE_ORIGIN,
      body: { body: 'Same here', guest: GUEST },
    });
    for (const comment of [pin, reply.body.comment as Comment]) {
      expect(comment.id[14]).toBe('7');
      expect(timeOfId(comment.id)).toBe(Date.parse(comment.createdAt));
    }
  });

  it('is idempotent by clientId, also when retries race', async () => {
    const { project } = await ownerWithProject();
    const body = newCommentBody({ guest: GUEST });
    const first = await call(t.baseUrl, 'POST', widget(project, '/comments'), { origin: SITE_ORIGIN, body });
    const again = await call(t.baseUrl, 'POST', widget(project, '/comments'), { origin: SITE_ORIGIN, body });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.comment.id).toBe(first.body.comment.id);

    const raced = newCommentBody({ guest: GUEST });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(t.baseUrl, 'POST', widget(project, '/comments'), { origin: SITE_ORIGIN, body: raced })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.comment.id)).size).toBe(1);
    expect(await storedComments(project.id)).toHaveLength(2);
  });

  it('treats a signed-in non-member as a guest', async () => {
    const { project } = await ownerWithProject();
    const outsider = await signUpUser(t.baseUrl);
    const bare = await call(t.baseUrl, 'POST', widget(project, '/comments'), {
      origin: SITE_ORIGIN,
      token: outsider.token,
      body: newCommentBody(),
    });
    expect(bare.status).toBe(400);
    expect(JSON.stringify(bare.body.details.issues)).toContain('guest');
    const asGuest = await call(t.baseUrl, 'POST', widget(project, '/comments'), {
      origin: SITE_ORIGIN,
      token: outsider.token,
      body: newCommentBody({ guest: GUEST }),
    });
    expect(asGuest.status).toBe(201);
    expect(asGuest.body.comment.author.isGuest).toBe(true);
  });

  it('refuses guests when the project does not allow them, and a filled honeypot', async () => {
    const { owner, project } = await ownerWithProject({ allowGuests: false });
    const guest = await call(t.baseUrl, 'POST', widget(project, '/comments'), {
      origin: SITE_ORIGIN,
      body: newCommentBody({ guest: GUEST }),
    });
    expect(guest.status).toBe(403);
    expect(guest.body.error).toBe('guests-not-allowed');
    const list = await call(t.baseUrl, 'GET', widget(project, '/comments'), { origin: SITE_ORIGIN });
    expect(list.status).toBe(403);
    expect(list.body.error).toBe('guests-not-allowed');

    const bot = await call(t.baseUrl, 'POST', widget(project, '/comments'), {
      origin: SITE_ORIGIN,
      token: owner.token,
      body: newCommentBody({ website: 'http://spam.example' }),
    });
    expect(bot.status).toBe(400);
    expect(bot.body.error).toBe('validation-failed');
    expect(JSON.stringify(bot.body.details.issues)).toContain('website');
    expect(await storedComments(project.id)).toEqual([]);
  });

  it('rate-limits guest writes per address', async () => {
    const { project } = await ownerWithProject();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await call(t.baseUrl, 'POST', widget(project, '/comments'), {
        origin: SITE_ORIGIN,
        body: newCommentBody({ guest: GUEST }),
      });
      statuses.push(res.status);
      if (res.status === 429) expect(res.body.error).toBe('rate-limited');
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
    expect(await storedComments(project.id)).toHaveLength(30);
  });

  it('reports every bad field', async () => {
    const { project } = await ownerWithProject();
    const res = await call(t.baseUrl, 'POST', widget(project, '/comments'), {
      origin: SITE_ORIGIN,
      body: { clientId: 'x', body: '', pageUrl: 'javascript:alert(1)', anchor: { selector: '' }, viewport: { width: 0 }, extra: 1 },
    });
    expect(res.status).toBe(400);
    const issues = JSON.stringify(res.body.details.issues);
    for (const field of ['clientId', 'body', 'pageUrl', 'anchor', 'viewport', 'extra']) expect(issues).toContain(field);
  });
});

describe('reading and replying through the widget', () => {
  it("lists one page's pins and shows a thread; another project's comment is 404", async () => {
    const { owner, project } = await ownerWithProject();
    const other = await createProject(t.baseUrl, owner.token, owner.workspaceId, { name: 'Other' });
    const pricing = await createComment(t.baseUrl, project);
    await createComment(t.baseUrl, project, { body: { pageUrl: `${SITE_ORIGIN}/about` } });
    const elsewhere = await createComment(t.baseUrl, other);

    const res = await call(t.baseUrl, 'GET', widget(project, `/comments?pageUrl=${encodeURIComponent(pricing.pageUrl)}`), {
      origin: SITE_ORIGIN,
    });
    expect(res.status).toBe(200);
    expect(res.body.comments.map((c: Comment) => c.id)).toEqual([pricing.id]);

    const thread = await call(t.baseUrl, 'GET', widget(project, `/comments/${pricing.id}`), { origin: SITE_ORIGIN });
    expect(thread.status).toBe(200);
    expect(thread.body).toMatchObject({ comment: { id: pricing.id }, replies: [] });
    const foreign = await call(t.baseUrl, 'GET', widget(project, `/comments/${elsewhere.id}`), { origin: SITE_ORIGIN });
    expect(foreign.status).toBe(404);
  });

  it('takes guest replies, counting them on the root', async () => {
    const { project } = await ownerWithProject();
    const root = await createComment(t.baseUrl, project);
    const res = await call(t.baseUrl, 'POST', widget(project, `/comments/${root.id}/replies`), {
      origin: SITE_ORIGIN,
      body: { body: 'Same on my phone', guest: GUEST },
    });
    expect(res.status).toBe(201);
    expect(res.body.comment).toMatchObject({ parentId: root.id, author: { displayName: 'Gina Guest', isGuest: true } });
    const noGuest = await call(t.baseUrl, 'POST', widget(project, `/comments/${root.id}/replies`), {
      origin: SITE_ORIGIN,
      body: { body: 'Anonymous' },
    });
    expect(noGuest.status).toBe(400);
    const thread = await call(t.baseUrl, 'GET', widget(project, `/comments/${root.id}`), { origin: SITE_ORIGIN });
    expect(thread.body.comment.replyCount).toBe(1);
    expect(thread.body.replies).toHaveLength(1);
  });
});

describe("what guests see of other people's comments", () => {
  const META = {
    browser: 'Firefox 140',
    os: 'Linux',
    console: [{ level: 'error' as const, message: 'TypeError: cart is undefined', at: '2025-01-01T10:00:00.000Z' }],
    network: [
      { method: 'GET', url: 'https://api.site.example.com/private/orders?customer=42', status: 500, at: '2025-01-01T10:00:01.000Z' },
    ],
    custom: { customerId: 'cus_42' },
  };

  it('lists and shows pins to guests without their metadata, to members with it', async () => {
    const { owner, project } = await ownerWithProject();
    const pin = await createComment(t.baseUrl, project, { token: owner.token, body: { meta: META } });
    const list = `/comments?pageUrl=${encodeURIComponent(pin.pageUrl)}`;

    for (const token of [undefined, (await signUpUser(t.baseUrl)).token]) {
      const guestList = await call(t.baseUrl, 'GET', widget(project, list), { origin: SITE_ORIGIN, token });
      const guestThread = await call(t.baseUrl, 'GET', widget(project, `/comments/${pin.id}`), { origin: SITE_ORIGIN, token });
      expect(guestList.body.comments).toMatchObject([{ id: pin.id, meta: null, anchor: pin.anchor }]);
      expect(guestThread.body.comment).toMatchObject({ id: pin.id, meta: null });
      expect(JSON.stringify([guestList.body, guestThread.body])).not.toContain('cus_42');
    }
    const memberList = await call(t.baseUrl, 'GET', widget(project, list), { origin: SITE_ORIGIN, token: owner.token });
    const memberThread = await call(t.baseUrl, 'GET', widget(project, `/comments/${pin.id}`), { origin: SITE_ORIGIN, token: owner.token });
    expect(memberList.body.comments).toMatchObject([{ id: pin.id, meta: META }]);
    expect(memberThread.body.comment).toMatchObject({ id: pin.id, meta: META });
  });

  it("gives a guest who replays someone else's clientId no metadata, and the same guest theirs", async () => {
    const { project } = await ownerWithProject();
    const body = newCommentBody({ guest: GUEST, meta: META });
    expect((await call(t.baseUrl, 'POST', widget(project, '/comments'), { origin: SITE_ORIGIN, body })).body.comment.meta).toEqual(META);

    const sameGuest = await call(t.baseUrl, 'POST', widget(project, '/comments'), { origin: SITE_ORIGIN, body });
    const otherGuest = await call(t.baseUrl, 'POST', widget(project, '/comments'), {
      origin: SITE_ORIGIN,
      body: { ...body, meta: undefined, guest: { name: 'Mallory', email: 'mallory@example.net' } },
    });
    expect([sameGuest.status, otherGuest.status]).toEqual([200, 200]);
    expect(sameGuest.body.comment.meta).toEqual(META);
    expect(otherGuest.body.comment).toMatchObject({ clientId: body.clientId, meta: null });
  });
});

describe('retried widget replies', () => {
  it('stores a reply once per clientId, also when retries race, and counts it once', async () => {
    const { project } = await ownerWithProject();
    const root = await createComment(t.baseUrl, project);
    const body = { clientId: randomUUID(), body: 'Written on a train', guest: GUEST };
    const send = () => call(t.baseUrl, 'POST', widget(project, `/comments/${root.id}/replies`), { origin: SITE_ORIGIN, body });

    const first = await send();
    expect(first.status).toBe(201);
    const [again, raceA, raceB] = await Promise.all([send(), send(), send()]);
    for (const retry of [again, raceA, raceB]) {
      expect(retry.status).toBe(200);
      expect(retry.body.comment).toMatchObject({ id: first.body.comment.id, clientId: body.clientId, parentId: root.id });
    }
    const thread = await call(t.baseUrl, 'GET', widget(project, `/comments/${root.id}`), { origin: SITE_ORIGIN });
    expect(thread.body.replies).toHaveLength(1);
    expect(thread.body.comment.replyCount).toBe(1);
    expect(await storedComments(project.id)).toHaveLength(2);
  });

  it('refuses a clientId already used in another thread', async () => {
    const { project } = await ownerWithProject();
    const [one, two] = [await createComment(t.baseUrl, project), await createComment(t.baseUrl, project)];
    const body = { clientId: randomUUID(), body: 'Same id twice', guest: GUEST };
    const first = await call(t.baseUrl, 'POST', widget(project, `/comments/${one.id}/replies`), { origin: SITE_ORIGIN, body });
    expect(first.status).toBe(201);
    const reused = await call(t.baseUrl, 'POST', widget(project, `/comments/${two.id}/replies`), { origin: SITE_ORIGIN, body });
    expect(reused.status).toBe(409);
    expect(reused.body.error).toBe('conflict');
    expect(reused.body.details.issues[0].path).toBe('body.clientId');
  });

  it("does not answer another project's reply for a reused clientId", async () => {
    const mine = await ownerWithProject();
    const theirs = await ownerWithProject();
    const [myRoot, theirRoot] = [await createComment(t.baseUrl, mine.project), await createComment(t.baseUrl, theirs.project)];
    const body = { clientId: randomUUID(), body: 'Same id, other site', guest: GUEST };
    const ours = await call(t.baseUrl, 'POST', widget(mine.project, `/comments/${myRoot.id}/replies`), { origin: SITE_ORIGIN, body });
    const other = await call(t.baseUrl, 'POST', widget(theirs.project, `/comments/${theirRoot.id}/replies`), { origin: SITE_ORIGIN, body });
    expect([ours.status, other.status]).toEqual([201, 201]);
    expect(other.body.comment.id).not.toBe(ours.body.comment.id);
    expect(other.body.comment.parentId).toBe(theirRoot.id);
  });
});

describe('PATCH /api/widget/:key/comments/:commentId', () => {
  it('lets members change status and refuses guests, clients and outsiders', async () => {
    const { owner, project } = await ownerWithProject();
    const [member, client, outsider] = await Promise.all([signUpUser(t.baseUrl), signUpUser(t.baseUrl), signUpUser(t.baseUrl)]);
    await addMember(t.app, owner.workspaceId, member.user.uid, 'member');
    await addMember(t.app, owner.workspaceId, client.user.uid, 'client');
    const root = await createComment(t.baseUrl, project);
    const path = widget(project, `/comments/${root.id}`);

    const guest = await call(t.baseUrl, 'PATCH', path, { origin: SITE_ORIGIN, body: { status: 'resolved' } });
    expect(guest.status).toBe(401);
    for (const who of [client, outsider]) {
      const refused = await call(t.baseUrl, 'PATCH', path, { origin: SITE_ORIGIN, token: who.token, body: { status: 'resolved' } });
      expect(refused.status).toBe(403);
    }
    const wrongOrigin = await call(t.baseUrl, 'PATCH', path, {
      origin: 'https://evil.example.net',
      token: member.token,
      body: { status: 'resolved' },
    });
    expect(wrongOrigin.status).toBe(403);
    expect(wrongOrigin.body.error).toBe('origin-not-allowed');
    expect((await storedComments(project.id))[0]!.status).toBe('open');

    const done = await call(t.baseUrl, 'PATCH', path, { origin: SITE_ORIGIN, token: member.token, body: { status: 'resolved' } });
    expect(done.status).toBe(200);
    expect(done.body.comment.status).toBe('resolved');
    const extra = await call(t.baseUrl, 'PATCH', path, { origin: SITE_ORIGIN, token: member.token, body: { status: 'open', body: 'x' } });
    expect(extra.status).toBe(400);
  });
});
