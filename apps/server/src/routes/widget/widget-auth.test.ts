import { afterAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { signUpUser } from '../../test/auth-factory.ts';
import { addMember, call, createComment, createProject, grantProject, SITE_ORIGIN } from '../../test/factories.ts';
import { socketClients } from '../../test/socket-clients.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const sockets = socketClients();
afterAll(() => sockets.closeAll());

const GRANT = '/api/widget-auth/grant';
const grant = (token: string, projectKey: string, origin = SITE_ORIGIN) =>
  call(t.baseUrl, 'POST', GRANT, { token, body: { projectKey, origin } });

async function ownerWithProject() {
  const owner = await signUpUser(t.baseUrl, { displayName: 'Olivia Owner' });
  const project = await createProject(t.baseUrl, owner.token, owner.workspaceId, { allowedOrigins: ['http://localhost:5173'] });
  return { owner, project };
}

describe('POST /api/widget-auth/grant', () => {
  it('grants a member for the site origin and for any allowed origin, naming the user, workspace and role', async () => {
    const { owner, project } = await ownerWithProject();
    const res = await grant(owner.token, project.publicKey);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      targetOrigin: SITE_ORIGIN,
      workspace: { id: owner.workspaceId, name: expect.any(String) },
      user: { id: owner.user.uid, displayName: 'Olivia Owner', email: owner.email },
      role: 'owner',
      token: expect.any(String),
    });
    const listed = await grant(owner.token, project.publicKey, 'http://localhost:5173');
    expect(listed.status).toBe(200);
    expect(listed.body.targetOrigin).toBe('http://localhost:5173');
  });

  it('grants a member added to the workspace later, a client too when the project is shared with them', async () => {
    const { owner, project } = await ownerWithProject();
    const client = await signUpUser(t.baseUrl);
    await addMember(t.app, owner.workspaceId, client.user.uid, 'client');
    const refused = await grant(client.token, project.publicKey);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('project-not-granted');
    await grantProject(t.app, owner.workspaceId, client.user.uid, project.id);
    const res = await grant(client.token, project.publicKey);
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(client.user.uid);
    // The widget learns the role, so it offers a client no triage the server would refuse.
    expect(res.body.role).toBe('client');
  });

  it('refuses an origin the project does not allow', async () => {
    const { owner, project } = await ownerWithProject();
    const res = await grant(owner.token, project.publicKey, 'https://evil.example.net');
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('origin-not-allowed');
  });

  it('answers 404 to someone outside the workspace, like an unknown key', async () => {
    const { project } = await ownerWithProject();
    const stranger = await signUpUser(t.baseUrl);
    const foreign = await grant(stranger.token, project.publicKey);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('not-found');
    const unknown = await grant(stranger.token, `pk_${'z'.repeat(24)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('not-found');
  });

  it('keeps workspaces apart: a member of another workspace gets 404 for this project, 200 for their own', async () => {
    const { project } = await ownerWithProject();
    const other = await ownerWithProject();
    const res = await grant(other.owner.token, project.publicKey);
    expect(res.status).toBe(404);
    const own = await grant(other.owner.token, other.project.publicKey);
    expect(own.status).toBe(200);
    expect(own.body.workspace.id).toBe(other.owner.workspaceId);
  });

  it('needs a signed-in caller', async () => {
    const { project } = await ownerWithProject();
    const res = await call(t.baseUrl, 'POST', GRANT, { body: { projectKey: project.publicKey, origin: SITE_ORIGIN } });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('unauthorized');
  });

  it('names each malformed field', async () => {
    const { owner } = await ownerWithProject();
    const res = await call(t.baseUrl, 'POST', GRANT, {
      token: owner.token,
      body: { projectKey: 'nope', origin: `${SITE_ORIGIN}/path`, extra: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation-failed');
    expect(res.body.message).toMatch(/projectKey/);
    expect(res.body.message).toMatch(/origin/);
  });
});

describe('the token the widget sign-in hands to a page', () => {
  it('is scoped to the widget of its project: it reads and writes there, nowhere else', async () => {
    const { owner, project } = await ownerWithProject();
    const other = await createProject(t.baseUrl, owner.token, owner.workspaceId, { name: 'Other site' });
    const granted = await grant(owner.token, project.publicKey);
    const token = granted.body.token as string;
    expect(token).not.toBe(owner.token);
    expect(decodeJwt(token)).toMatchObject({ sub: owner.user.uid, aud: 'commentflow-widget', pk: project.publicKey });

    const read = await call(t.baseUrl, 'GET', `/api/widget/${project.publicKey}/comments`, { token, origin: SITE_ORIGIN });
    expect(read.status).toBe(200);
    const pin = await createComment(t.baseUrl, project, { token });
    expect(pin.author).toMatchObject({ id: owner.user.uid, isGuest: false });

    for (const [method, path] of [
      ['GET', `/api/widget/${other.publicKey}/comments`],
      ['GET', '/api/workspaces'],
      ['GET', '/api/auth/me'],
      ['GET', `/api/comments/${pin.id}`],
      ['PATCH', '/api/users/me'],
      ['POST', '/api/widget-auth/grant'],
    ] as const) {
      const res = await call(t.baseUrl, method, path, { token, origin: SITE_ORIGIN, ...(method === 'GET' ? {} : { body: {} }) });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error).toBe('invalid-token');
    }
    const verify = await call(t.baseUrl, 'POST', '/api/auth/verify', { body: { idToken: token } });
    expect(verify.status).toBe(401);
  });

  it('is never renewed by /auth/refresh, nor is any token without its refresh cookie', async () => {
    const { owner, project } = await ownerWithProject();
    const { token } = (await grant(owner.token, project.publicKey)).body as { token: string };
    for (const bearer of [token, owner.token]) {
      const res = await call(t.baseUrl, 'POST', '/api/auth/refresh', { token: bearer });
      expect(res.status).toBe(401);
      expect(res.body.idToken).toBeUndefined();
    }
    // The browser that signed in keeps its cookie renewal.
    const renewed = await call(t.baseUrl, 'POST', '/api/auth/refresh', { headers: { cookie: owner.cookie } });
    expect(renewed.status).toBe(200);
  });

  it('opens a socket only for the widget of its project', async () => {
    const { owner, project } = await ownerWithProject();
    const other = await createProject(t.baseUrl, owner.token, owner.workspaceId, { name: 'Other site' });
    const { token } = (await grant(owner.token, project.publicKey)).body as { token: string };
    await sockets.connect(t.baseUrl, { token, projectKey: project.publicKey }, SITE_ORIGIN);
    expect(await sockets.refusal(t.baseUrl, { token })).toBe('invalid-token');
    expect(await sockets.refusal(t.baseUrl, { token, projectKey: other.publicKey }, SITE_ORIGIN)).toBe('invalid-token');
  });
});
