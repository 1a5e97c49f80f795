import { describe, expect, it } from 'vitest';
import { signUpUser } from '../../test/auth-factory.ts';
import { addMember, call, createProject, grantProject, SITE_ORIGIN } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('POST /api/workspaces/:workspaceId/projects', () => {
  it('creates a project with a public key, its site origin allowed and an install snippet', async () => {
    const owner = await signUpUser(t.baseUrl);
    const res = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/projects`, {
      token: owner.token,
      body: {
        name: 'Shop',
        siteUrl: `${SITE_ORIGIN}/shop?x=1`,
        allowedOrigins: ['https://staging.example.com', SITE_ORIGIN, 'https://staging.example.com/'],
      },
    });
    expect(res.status).toBe(201);
    const { project } = res.body;
    expect(project).toMatchObject({
      workspaceId: owner.workspaceId,
      name: 'Shop',
      siteUrl: `${SITE_ORIGIN}/shop?x=1`,
      allowGuests: true,
      widgetSeenAt: null,
      allowedOrigins: [SITE_ORIGIN, 'https://staging.example.com'],
    });
    expect(project.publicKey).toMatch(/^pk_[A-Za-z0-9_-]{24}$/);
    expect(project.snippet).toBe(`<script src="${t.baseUrl}/widget.js" data-project="${project.publicKey}" async></script>`);
  });

  it('lets admins create projects and refuses members and clients', async () => {
    const owner = await signUpUser(t.baseUrl);
    const admin = await signUpUser(t.baseUrl);
    const member = await signUpUser(t.baseUrl);
    const client = await signUpUser(t.baseUrl);
    await addMember(t.app, owner.workspaceId, admin.user.uid, 'admin');
    await addMember(t.app, owner.workspaceId, member.user.uid, 'member');
    await addMember(t.app, owner.workspaceId, client.user.uid, 'client');

    const byAdmin = await createProject(t.baseUrl, admin.token, owner.workspaceId, { name: 'By admin' });
    await createProject(t.baseUrl, admin.token, owner.workspaceId, { name: 'Not granted' });
    await grantProject(t.app, owner.workspaceId, client.user.uid, byAdmin.id);
    for (const who of [member, client]) {
      const res = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/projects`, {
        token: who.token,
        body: { name: 'Sneaky', siteUrl: SITE_ORIGIN },
      });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('forbidden');
    }
    const list = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/projects`, { token: client.token });
    expect(list.status).toBe(200);
    expect(list.body.projects.map((p: { name: string }) => p.name)).toEqual(['By admin']);
  });

  it('reports every bad field', async () => {
    const owner = await signUpUser(t.baseUrl);
    const res = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/projects`, {
      token: owner.token,
      body: { name: ' ', siteUrl: 'ftp://example.com', allowedOrigins: ['https://a.example.com/path'], color: 'red' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation-failed');
    const issues = JSON.stringify(res.body.details.issues);
    for (const field of ['name', 'siteUrl', 'allowedOrigins', 'color']) expect(issues).toContain(field);
    const list = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/projects`, { token: owner.token });
    expect(list.body.projects).toEqual([]);
  });
});

describe('GET and PATCH /api/projects/:projectId', () => {
  it('shows a project to any member', async () => {
    const owner = await signUpUser(t.baseUrl);
    const member = await signUpUser(t.baseUrl);
    await addMember(t.app, owner.workspaceId, member.user.uid, 'member');
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const res = await call(t.baseUrl, 'GET', `/api/projects/${project.id}`, { token: member.token });
    expect(res.status).toBe(200);
    expect(res.body.project).toEqual(project);
  });

  it('updates name, guests and origins, keeping the site origin first and allowed', async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId, {
      allowedOrigins: ['https://staging.example.com'],
    });
    const renamed = await call(t.baseUrl, 'PATCH', `/api/projects/${project.id}`, {
      token: owner.token,
      body: { name: 'Renamed', allowGuests: false },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.project).toMatchObject({
      name: 'Renamed',
      allowGuests: false,
      allowedOrigins: [SITE_ORIGIN, 'https://staging.example.com'],
      publicKey: project.publicKey,
    });
    const moved = await call(t.baseUrl, 'PATCH', `/api/projects/${project.id}`, {
      token: owner.token,
      body: { siteUrl: 'https://new.example.com/home' },
    });
    expect(moved.body.project.allowedOrigins).toEqual(['https://new.example.com', 'https://staging.example.com']);
    const origins = await call(t.baseUrl, 'PATCH', `/api/projects/${project.id}`, {
      token: owner.token,
      body: { allowedOrigins: [] },
    });
    expect(origins.body.project.allowedOrigins).toEqual(['https://new.example.com']);
  });

  it('refuses changes from members', async () => {
    const owner = await signUpUser(t.baseUrl);
    const member = await signUpUser(t.baseUrl);
    await addMember(t.app, owner.workspaceId, member.user.uid, 'member');
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const res = await call(t.baseUrl, 'PATCH', `/api/projects/${project.id}`, { token: member.token, body: { name: 'X' } });
    expect(res.status).toBe(403);
    const after = await call(t.baseUrl, 'GET', `/api/projects/${project.id}`, { token: owner.token });
    expect(after.body.project.name).toBe(project.name);
  });

  it('answers 400 for a malformed id', async () => {
    const owner = await signUpUser(t.baseUrl);
    const res = await call(t.baseUrl, 'GET', '/api/projects/123', { token: owner.token });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.details.issues)).toContain('projectId');
  });
});
