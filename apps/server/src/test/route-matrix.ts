import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { signUpUser, type SignedUpUser } from './auth-factory.ts';
import { addMember, call, createComment, createProject, createReply, createTeam, SITE_ORIGIN } from './factories.ts';
import type { TestApp } from './test-app.ts';

/**
 * The route x actor matrix: every registered route, called by each actor who must not reach tenant
 * A's data, and by a plain member for the owner/admin actions. The routes come from Fastify itself
 * (app.registeredRoutes, filled by the route prelude's onRoute hook), so a new route without an entry
 * fails, and a route that answers an outsider with tenant A's data fails whatever status it gives.
 */
export const ACTORS = ['anonymous', 'otherKey', 'otherOwner', 'clientNoGrant', 'member'] as const;
export type Actor = (typeof ACTORS)[number];

/** The status each actor gets, in ACTORS order: [anonymous, otherKey, otherOwner, clientNoGrant, member]. */
export type Outcomes = readonly [number, number, number, number, number];

export interface MatrixEntry {
  /**
   * The URL called, with placeholders: {ws} tenant A's workspace, {key} its project's widget key
   * (tenant B's for the otherKey actor), {project}, {comment} (a pin of that project), {invite},
   * {export}, {notification} (the A owner's), {request} (a roadmap request), {target} (a client of A).
   */
  path: string;
  body?: (fixtures: MatrixFixtures) => unknown;
  /** One status for every actor (public routes), one per actor, or one that depends on the build (files). */
  expect: number | Outcomes | ((config: Config) => number);
  /** The route is registered only in some configurations (a built web app, mock auth...): say which. */
  onlyWhen?: string;
  /** The call ends or changes the caller's own session: each actor calls with a fresh one. */
  freshSession?: true;
  /**
   * The development mail outbox (never registered in production) shows every mail the instance sent,
   * notification mails about tenant A's comments included: it stands in for the mailboxes.
   */
  showsEveryMailbox?: true;
}

export type MatrixEntries = Record<string, MatrixEntry>;

export interface MatrixFixtures {
  owner: SignedUpUser;
  member: SignedUpUser;
  clientNoGrant: SignedUpUser;
  otherOwner: SignedUpUser;
  targetClientId: string;
  projectId: string;
  projectKey: string;
  otherProjectKey: string;
  commentId: string;
  inviteId: string;
  exportId: string;
  notificationId: string;
  roadmapRequestId: string;
  /** Strings of tenant A that no outsider may ever be answered. */
  secrets: string[];
}

export const OTHER_SITE_ORIGIN = 'https://other-tenant.example';
const SECRET_TEXT = `matrix secret ${randomUUID()}`;

/**
 * Tenant A: an owner with a project, a pin on it (secret text) and a reply (so the owner has a
 * notification), an admin, a member, a client of that project (the member whose role is changed) and
 * a client granted only another project; an open invitation, an export, a roadmap request.
 * Tenant B: an owner with a project on another site.
 */
export async function createMatrixFixtures(t: TestApp): Promise<MatrixFixtures> {
  const team = await createTeam(t.app, t.baseUrl);
  const { owner } = team;
  const otherProject = await createProject(t.baseUrl, owner.token, owner.workspaceId, { name: 'Team only' });
  const clientNoGrant = await signUpUser(t.baseUrl, { displayName: 'Nora No-grant' });
  await addMember(t.app, owner.workspaceId, clientNoGrant.user.uid, 'client', [otherProject.id]);
  const comment = await createComment(t.baseUrl, team.project, { token: owner.token, body: { body: SECRET_TEXT } });
  await createReply(t.baseUrl, team.admin.token, comment.id, `${SECRET_TEXT} reply`);

  const otherOwner = await signUpUser(t.baseUrl, { displayName: 'Otto Other' });
  const otherProjectB = await createProject(t.baseUrl, otherOwner.token, otherOwner.workspaceId, { siteUrl: `${OTHER_SITE_ORIGIN}/` });

  const invite = await expectOk(
    call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/invites`, {
      token: owner.token,
      body: { email: `invitee-${randomUUID()}@example.com`, role: 'member' },
    }),
  );
  const exported = await expectOk(
    call(t.baseUrl, 'POST', `/api/retention/request-export?workspaceId=${owner.workspaceId}`, { token: owner.token }),
  );
  const notifications = await expectOk(call(t.baseUrl, 'GET', '/api/notifications', { token: owner.token }));
  const roadmap = await expectOk(
    call(t.baseUrl, 'POST', '/api/roadmap/requests', { token: owner.token, body: { title: 'Matrix request', body: '' } }),
  );

  return {
    owner,
    member: team.member,
    clientNoGrant,
    otherOwner,
    targetClientId: team.client.user.uid,
    projectId: team.project.id,
    projectKey: team.project.publicKey,
    otherProjectKey: otherProjectB.publicKey,
    commentId: comment.id,
    inviteId: invite.invite.id,
    exportId: exported.exportId,
    notificationId: notifications.notifications[0].id,
    roadmapRequestId: roadmap.request.id,
    secrets: [SECRET_TEXT, comment.id, team.project.id, team.project.publicKey],
  };
}

/** `METHOD url` of every registered route; HEAD routes Fastify adds for GET ones count as the GET. */
export function registeredRouteKeys(app: FastifyInstance): string[] {
  const keys = app.registeredRoutes.filter((route) => route.method !== 'HEAD').map((route) => `${route.method} ${route.url}`);
  return [...new Set(keys)];
}

/** What is wrong with the entries against what Fastify registered: routes without one, entries without a route. */
export function matrixGaps(app: FastifyInstance, entries: MatrixEntries): string[] {
  const registered = registeredRouteKeys(app);
  const missing = registered
    .filter((key) => !entries[key])
    .map((key) => `${key} has no entry in the route matrix (apps/server/src/test/route-matrix-entries.ts)`);
  const stale = Object.entries(entries)
    .filter(([key, entry]) => !registered.includes(key) && !entry.onlyWhen)
    .map(([key]) => `${key} is in the route matrix but no such route is registered`);
  return [...missing, ...stale];
}

/** Calls the route as every actor; answers the differences from its entry (empty when all hold). */
export async function checkRoute(t: TestApp, fixtures: MatrixFixtures, key: string, entry: MatrixEntry): Promise<string[]> {
  const [method] = key.split(' ') as [string];
  const problems: string[] = [];
  for (const [index, actor] of ACTORS.entries()) {
    const expected =
      typeof entry.expect === 'number' ? entry.expect : typeof entry.expect === 'function' ? entry.expect(t.config) : entry.expect[index]!;
    const res = await callAs(t, fixtures, actor, method, entry);
    if (res.status !== expected) problems.push(`${key} as ${actor}: expected ${expected}, got ${res.status} ${res.text.slice(0, 200)}`);
    const leaked =
      mayNotSeeTenantA(actor, key) && !entry.showsEveryMailbox ? fixtures.secrets.find((secret) => res.text.includes(secret)) : undefined;
    if (leaked) problems.push(`${key} as ${actor}: answered tenant A's data (${leaked})`);
  }
  return problems;
}

/**
 * Outsiders may not see tenant A's data. On widget routes, whoever holds A's key is at least a guest
 * of A's project (the key is in A's pages): there only another project's key must learn nothing; who
 * else is refused is in the statuses.
 */
function mayNotSeeTenantA(actor: Actor, key: string): boolean {
  if (key.includes('/widget/:key')) return actor === 'otherKey';
  return actor !== 'member';
}

async function callAs(t: TestApp, f: MatrixFixtures, actor: Actor, method: string, entry: MatrixEntry) {
  const widget = actor === 'otherKey';
  const path = fill(entry.path, { ...f, projectKey: widget ? f.otherProjectKey : f.projectKey });
  const user = { anonymous: null, otherKey: null, otherOwner: f.otherOwner, clientNoGrant: f.clientNoGrant, member: f.member }[actor];
  const token = user && (entry.freshSession ? await freshToken(t, user) : user.token);
  const headers: Record<string, string> = { origin: widget ? OTHER_SITE_ORIGIN : SITE_ORIGIN };
  if (token) headers.authorization = `Bearer ${token}`;
  const body = entry.body?.(f);
  if (body !== undefined) headers['content-type'] = 'application/json';
  // Redirects are answers: the OAuth routes redirect to the web app's pages.
  const response = await fetch(t.baseUrl + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  return { status: response.status, text: await response.text() };
}

export function fill(path: string, f: MatrixFixtures): string {
  const values: Record<string, string> = {
    ws: f.owner.workspaceId,
    key: f.projectKey,
    project: f.projectId,
    comment: f.commentId,
    invite: f.inviteId,
    export: f.exportId,
    notification: f.notificationId,
    request: f.roadmapRequestId,
    target: f.targetClientId,
  };
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown placeholder {${name}} in ${path}`);
    return value;
  });
}

async function freshToken(t: TestApp, user: SignedUpUser): Promise<string> {
  const res = await expectOk(call(t.baseUrl, 'POST', '/api/auth/signin', { body: { email: user.email, password: user.password } }));
  return res.idToken as string;
}

// Fixture answers are read loosely, like every test's (test/factories.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function expectOk(pending: Promise<{ status: number; body: any }>) {
  const res = await pending;
  if (res.status >= 300) throw new Error(`fixture call answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}
