import Fastify, { type FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { signUpUser, type SignedUpUser } from '../test/auth-factory.ts';
import { call, createComment, createProject, createTeam, SITE_ORIGIN } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { loaded, memberAccess, registerRoutePrelude, widgetAccess } from './route-prelude.ts';

// Routes written for this test, registered with the real ones: each counts its handler's runs, so a
// refusal is shown to happen before the handler, not inside it.
const ran: string[] = [];
const probeRoutes: FastifyPluginAsync = async (api) => {
  api.get('/probe/signed-in', async (request) => {
    ran.push('signed-in');
    return { userId: request.access?.userId };
  });
  api.get(
    '/probe/workspaces/:workspaceId',
    { config: { access: { workspace: 'params', action: 'project:manage', message: 'Only owners and admins' } } },
    async (request) => {
      ran.push('workspace');
      return memberAccess(request);
    },
  );
  api.get('/probe/comments/:commentId', { config: { access: { resource: 'comment', action: 'comment:read' } } }, async (request) => {
    ran.push('comment');
    return { commentId: loaded(request, 'comment').id, role: memberAccess(request).role };
  });
  api.get('/probe/widget/:key', { config: { access: 'widget-key' } }, async (request) => {
    ran.push('widget');
    return { projectId: widgetAccess(request).project.id };
  });
};

let t: TestApp;
let team: Awaited<ReturnType<typeof createTeam>>;
let outsider: SignedUpUser;
let commentId: string;
let hiddenCommentId: string;

beforeAll(async () => {
  t = await startTestApp({}, undefined, { extraApiRoutes: probeRoutes });
  team = await createTeam(t.app, t.baseUrl);
  outsider = await signUpUser(t.baseUrl);
  commentId = (await createComment(t.baseUrl, team.project, { token: team.owner.token })).id;
  // A second project of the workspace, not granted to the client.
  const hidden = await createProject(t.baseUrl, team.owner.token, team.owner.workspaceId, { name: 'Team only' });
  hiddenCommentId = (await createComment(t.baseUrl, hidden, { token: team.owner.token })).id;
});
afterAll(async () => {
  await t?.close();
});

async function probe(path: string, token?: string, origin?: string) {
  ran.length = 0;
  const res = await call(t.baseUrl, 'GET', `/api/probe${path}`, { token, origin });
  return { ...res, ran: [...ran] };
}

describe('the route prelude', () => {
  it('refuses an anonymous caller before the handler of a route that declares nothing', async () => {
    const anonymous = await probe('/signed-in');
    expect(anonymous).toMatchObject({ status: 401, ran: [] });
    expect(anonymous.body.error).toBe('unauthorized');
    const signedIn = await probe('/signed-in', team.member.token);
    expect(signedIn).toMatchObject({ status: 200, ran: ['signed-in'], body: { userId: team.member.user.uid } });
  });

  it('answers 404 to another tenant and 403 to a role without the action, before the handler', async () => {
    const path = `/workspaces/${team.owner.workspaceId}`;
    expect(await probe(path, outsider.token)).toMatchObject({
      status: 404,
      ran: [],
      body: { error: 'not-found', message: 'Workspace not found' },
    });
    expect(await probe(path, team.member.token)).toMatchObject({
      status: 403,
      ran: [],
      body: { error: 'forbidden', message: 'Only owners and admins' },
    });
    expect(await probe(path, team.admin.token)).toMatchObject({
      status: 200,
      body: { userId: team.admin.user.uid, workspaceId: team.owner.workspaceId, role: 'admin' },
    });
  });

  it('loads a resource only in reach: a client sees granted projects only, others nothing', async () => {
    expect(await probe(`/comments/${commentId}`, team.client.token)).toMatchObject({ status: 200, body: { commentId, role: 'client' } });
    expect(await probe(`/comments/${hiddenCommentId}`, team.client.token)).toMatchObject({
      status: 404,
      ran: [],
      body: { message: 'Comment not found' },
    });
    expect(await probe(`/comments/${commentId}`, outsider.token)).toMatchObject({
      status: 404,
      ran: [],
      body: { message: 'Comment not found' },
    });
    expect(await probe(`/comments/${commentId}`)).toMatchObject({ status: 401, ran: [] });
  });

  it('gives widget routes their own access: the key from an allowed origin, signed in or not', async () => {
    const path = `/widget/${team.project.publicKey}`;
    expect(await probe(path, undefined, SITE_ORIGIN)).toMatchObject({ status: 200, body: { projectId: team.project.id } });
    expect(await probe(path, undefined, 'https://elsewhere.example')).toMatchObject({
      status: 403,
      ran: [],
      body: { error: 'origin-not-allowed' },
    });
  });
});

describe('declaring access', () => {
  const declare = async (url: string, access: 'widget-key' | { resource: 'comment'; action: 'comment:read' }) => {
    const app = Fastify();
    app.decorate('config', loadConfig({ NODE_ENV: 'test' }));
    registerRoutePrelude(app);
    app.get(url, { config: { access } }, async () => 'ok');
    await app.ready();
    await app.close();
  };

  it('refuses a route that is in the public list and declares access too', async () => {
    await expect(declare('/api/health', 'widget-key')).rejects.toThrow('/api/health is in public-routes.ts and declares access');
  });

  it('refuses a resource access on a route without the id parameter', async () => {
    await expect(declare('/api/things/:id', { resource: 'comment', action: 'comment:read' })).rejects.toThrow(
      'has no :commentId parameter',
    );
  });
});
