import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TRIAL_DAYS } from '@commentflow/shared';
import { signUpUser } from '../../test/auth-factory.ts';
import { addMember, call, createTeam } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const unique = () => randomUUID().slice(0, 8);

describe('GET /api/workspaces', () => {
  it("lists the caller's workspaces with their role", async () => {
    const owner = await signUpUser(t.baseUrl);
    const res = await call(t.baseUrl, 'GET', '/api/workspaces', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.workspaces).toHaveLength(1);
    const [workspace] = res.body.workspaces;
    expect(workspace).toMatchObject({ id: owner.workspaceId, _id: owner.workspaceId, role: 'owner', plan: 'free', exempt: false });
    const trialDays = (Date.parse(workspace.trialEndsAt) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(TRIAL_DAYS - 0.01);
    expect(trialDays).toBeLessThanOrEqual(TRIAL_DAYS);
  });

  it('shows a workspace someone was added to with that role', async () => {
    const owner = await signUpUser(t.baseUrl);
    const client = await signUpUser(t.baseUrl);
    await addMember(t.app, owner.workspaceId, client.user.uid, 'client');
    const res = await call(t.baseUrl, 'GET', '/api/workspaces', { token: client.token });
    expect(res.body.workspaces.map((w: { id: string; role: string }) => [w.id, w.role])).toEqual([
      [client.workspaceId, 'owner'],
      [owner.workspaceId, 'client'],
    ]);
  });

  it('needs a signed-in caller', async () => {
    const res = await call(t.baseUrl, 'GET', '/api/workspaces');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('unauthorized');
  });
});

describe('POST /api/workspaces', () => {
  it('creates a workspace owned by the caller, deriving a unique slug from the name', async () => {
    const user = await signUpUser(t.baseUrl);
    const name = `Acme ${unique()} Ltd`;
    const first = await call(t.baseUrl, 'POST', '/api/workspaces', { token: user.token, body: { name } });
    const second = await call(t.baseUrl, 'POST', '/api/workspaces', { token: user.token, body: { name } });
    expect(first.status).toBe(201);
    expect(first.body.workspace).toMatchObject({ name, role: 'owner', plan: 'free' });
    expect(first.body.workspace.slug).toBe(name.toLowerCase().replace(/ /g, '-'));
    expect(second.body.workspace.slug).toBe(`${first.body.workspace.slug}-2`);
    const list = await call(t.baseUrl, 'GET', '/api/workspaces', { token: user.token });
    expect(list.body.workspaces).toHaveLength(3);
  });

  it('never derives a reserved slug', async () => {
    const user = await signUpUser(t.baseUrl);
    const res = await call(t.baseUrl, 'POST', '/api/workspaces', { token: user.token, body: { name: 'Docs' } });
    expect(res.status).toBe(201);
    expect(res.body.workspace.slug).toMatch(/^docs-\d+$/);
  });

  it('refuses a slug that is taken (409 slug-taken) and a reserved one (400)', async () => {
    const user = await signUpUser(t.baseUrl);
    const slug = `team-${unique()}`;
    const first = await call(t.baseUrl, 'POST', '/api/workspaces', { token: user.token, body: { name: 'A', slug } });
    expect(first.status).toBe(201);
    const taken = await call(t.baseUrl, 'POST', '/api/workspaces', { token: user.token, body: { name: 'B', slug } });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('slug-taken');
    const reserved = await call(t.baseUrl, 'POST', '/api/workspaces', { token: user.token, body: { name: 'C', slug: 'docs' } });
    expect(reserved.status).toBe(400);
    expect(reserved.body.error).toBe('validation-failed');
    const list = await call(t.baseUrl, 'GET', '/api/workspaces', { token: user.token });
    expect(list.body.workspaces).toHaveLength(2);
  });

  it('reports every bad field, unknown ones included', async () => {
    const user = await signUpUser(t.baseUrl);
    const res = await call(t.baseUrl, 'POST', '/api/workspaces', {
      token: user.token,
      body: { name: '', slug: 'Bad Slug!', plan: 'pro' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation-failed');
    const issues = JSON.stringify(res.body.details.issues);
    expect(issues).toContain('name');
    expect(issues).toContain('slug');
    expect(issues).toContain('plan');
  });
});

describe('GET and PATCH /api/workspaces/:workspaceId', () => {
  it('shows the workspace to a member', async () => {
    const owner = await signUpUser(t.baseUrl);
    const res = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.workspace).toMatchObject({ id: owner.workspaceId, role: 'owner' });
  });

  it('lets owners and admins rename, and refuses members and clients', async () => {
    const { owner, admin, member, client } = await createTeam(t.app, t.baseUrl);
    const path = `/api/workspaces/${owner.workspaceId}`;

    const renamed = await call(t.baseUrl, 'PATCH', path, { token: owner.token, body: { name: 'Renamed' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.workspace.name).toBe('Renamed');
    const slug = `ws-${unique()}`;
    const byAdmin = await call(t.baseUrl, 'PATCH', path, { token: admin.token, body: { slug } });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.workspace).toMatchObject({ slug, role: 'admin', name: 'Renamed' });

    for (const who of [member, client]) {
      const refused = await call(t.baseUrl, 'PATCH', path, { token: who.token, body: { name: 'Hijacked' } });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('forbidden');
    }
    const after = await call(t.baseUrl, 'GET', path, { token: member.token });
    expect(after.body.workspace).toMatchObject({ name: 'Renamed', slug, role: 'member' });
  });

  it("refuses another workspace's slug", async () => {
    const a = await signUpUser(t.baseUrl);
    const b = await signUpUser(t.baseUrl);
    const aSlug = (await call(t.baseUrl, 'GET', `/api/workspaces/${a.workspaceId}`, { token: a.token })).body.workspace.slug;
    const res = await call(t.baseUrl, 'PATCH', `/api/workspaces/${b.workspaceId}`, { token: b.token, body: { slug: aSlug } });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('slug-taken');
  });

  it('refuses an infrastructure label (app, api, admin...) as the new slug, keeping the old one', async () => {
    const owner = await signUpUser(t.baseUrl);
    const path = `/api/workspaces/${owner.workspaceId}`;
    const before = (await call(t.baseUrl, 'GET', path, { token: owner.token })).body.workspace.slug;
    for (const slug of ['app', 'API', 'admin', 'www', 'cdn']) {
      const res = await call(t.baseUrl, 'PATCH', path, { token: owner.token, body: { slug } });
      expect(res.status, slug).toBe(400);
      expect(res.body.error).toBe('validation-failed');
      expect(res.body.details.issues).toEqual([{ path: 'body.slug', message: 'This name is reserved' }]);
    }
    const after = await call(t.baseUrl, 'GET', path, { token: owner.token });
    expect(after.body.workspace.slug).toBe(before);
  });

  it('answers 400 for a malformed id and for an empty or unknown patch', async () => {
    const owner = await signUpUser(t.baseUrl);
    const badId = await call(t.baseUrl, 'GET', '/api/workspaces/not-a-uuid', { token: owner.token });
    expect(badId.status).toBe(400);
    expect(badId.body.error).toBe('validation-failed');
    expect(JSON.stringify(badId.body.details.issues)).toContain('workspaceId');
    const empty = await call(t.baseUrl, 'PATCH', `/api/workspaces/${owner.workspaceId}`, { token: owner.token, body: {} });
    expect(empty.status).toBe(400);
    const unknown = await call(t.baseUrl, 'PATCH', `/api/workspaces/${owner.workspaceId}`, {
      token: owner.token,
      body: { plan: 'pro' },
    });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body.details.issues)).toContain('plan');
  });

  it('answers 404 for a workspace that does not exist', async () => {
    const owner = await signUpUser(t.baseUrl);
    const res = await call(t.baseUrl, 'GET', `/api/workspaces/${randomUUID()}`, { token: owner.token });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not-found');
  });
});
