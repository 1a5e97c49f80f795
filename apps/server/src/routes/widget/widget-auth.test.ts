import { describe, expect, it } from 'vitest';
import { signUpUser } from '../../test/auth-factory.ts';
import { addMember, call, createProject, grantProject, SITE_ORIGIN } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

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
