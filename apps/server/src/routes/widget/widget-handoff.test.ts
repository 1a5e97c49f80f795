import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { signUpUser } from '../../test/auth-factory.ts';
import { addMember, call, createComment, createProject, SITE_ORIGIN } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const ask = (token: string, commentId: string) => call(t.baseUrl, 'POST', `/api/widget-auth/handoffs/${commentId}`, { token });
const redeem = (projectKey: string, code: string, origin = SITE_ORIGIN) =>
  call(t.baseUrl, 'POST', `/api/widget/${projectKey}/handoff`, { origin, body: { code } });

async function threadOfOwner() {
  const owner = await signUpUser(t.baseUrl, { displayName: 'Olivia Owner' });
  const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
  const comment = await createComment(t.baseUrl, project);
  return { owner, project, comment };
}

describe('"Open on page" handoff', () => {
  it('signs the widget in once as the member who asked, with the session the sign-in grants', async () => {
    const { owner, project, comment } = await threadOfOwner();
    const created = await ask(owner.token, comment.id);
    expect(created.status).toBe(201);
    const { code, expiresAt } = created.body as { code: string; expiresAt: string };
    expect(code).toMatch(/^[\w-]{43}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);

    const used = await redeem(project.publicKey, code);
    expect(used.status).toBe(200);
    // Readable by the page: the project's per-site CORS answers its origin.
    expect(used.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(used.body).toEqual({
      workspace: { id: owner.workspaceId, name: expect.any(String) },
      user: { id: owner.user.uid, displayName: 'Olivia Owner', email: owner.email },
      role: 'owner',
      token: expect.any(String),
    });
    const token = used.body.token as string;
    expect(decodeJwt(token)).toMatchObject({ sub: owner.user.uid, aud: 'commentflow-widget', pk: project.publicKey });
    const thread = await call(t.baseUrl, 'GET', `/api/widget/${project.publicKey}/comments/${comment.id}`, { token, origin: SITE_ORIGIN });
    expect(thread.status).toBe(200);

    const again = await redeem(project.publicKey, code);
    expect(again.status).toBe(410);
    expect(again.body.error).toBe('handoff-invalid');
  });

  it("refuses an expired code, and a code on another project's widget (which does not use it up)", async () => {
    const { owner, project, comment } = await threadOfOwner();
    const other = await createProject(t.baseUrl, owner.token, owner.workspaceId, { name: 'Other site' });
    const { code } = (await ask(owner.token, comment.id)).body as { code: string };
    const elsewhere = await redeem(other.publicKey, code);
    expect(elsewhere.status).toBe(410);
    expect(elsewhere.body.error).toBe('handoff-invalid');
    // Only the page's project's origins may even try it.
    expect((await redeem(project.publicKey, code, 'https://evil.example.net')).status).toBe(403);

    const { code: stale } = (await ask(owner.token, comment.id)).body as { code: string };
    await t.app.db
      .updateTable('widget_handoffs')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await redeem(project.publicKey, stale);
    expect(expired.status).toBe(410);
    expect(expired.body.error).toBe('handoff-invalid');

    // Expired codes go as the next one is made.
    await ask(owner.token, comment.id);
    const left = await t.app.db.selectFrom('widget_handoffs').select('expires_at').execute();
    expect(left.every((row) => Date.parse(row.expires_at) > Date.now())).toBe(true);
  });

  it("answers 404 for another workspace's comment and to a client the project is not shared with", async () => {
    const { owner, comment } = await threadOfOwner();
    const stranger = await signUpUser(t.baseUrl);
    const foreign = await ask(stranger.token, comment.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('not-found');
    const client = await signUpUser(t.baseUrl);
    await addMember(t.app, owner.workspaceId, client.user.uid, 'client');
    expect((await ask(client.token, comment.id)).status).toBe(404);
    expect((await call(t.baseUrl, 'POST', `/api/widget-auth/handoffs/${comment.id}`)).status).toBe(401);
  });
});
