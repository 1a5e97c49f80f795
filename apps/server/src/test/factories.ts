import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Comment, CreateCommentRequest, CreateProjectRequest, Project, Role } from '@commentflow/shared';
import { signUpUser } from './auth-factory.ts';

export interface CallOptions {
  token?: string;
  body?: unknown;
  origin?: string;
  headers?: Record<string, string>;
}

// Response bodies are read loosely in tests; their shapes are asserted field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface CallResult<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

/** One real HTTP call to the test server; JSON in, JSON (or nothing) out. */
export async function call<T = Json>(baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.origin) headers.origin = options.origin;
  const response = await fetch(baseUrl + path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

export const SITE_ORIGIN = 'https://site.example.com';

/** A project through POST /api/workspaces/:id/projects, as its owner or admin. */
export async function createProject(
  baseUrl: string,
  token: string,
  workspaceId: string,
  overrides: Partial<CreateProjectRequest> = {},
): Promise<Project> {
  const res = await call<{ project: Project }>(baseUrl, 'POST', `/api/workspaces/${workspaceId}/projects`, {
    token,
    body: { name: 'Marketing site', siteUrl: `${SITE_ORIGIN}/`, ...overrides },
  });
  if (res.status !== 201) throw new Error(`createProject answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.project;
}

export function newCommentBody(overrides: Partial<CreateCommentRequest> = {}): CreateCommentRequest {
  return {
    clientId: randomUUID(),
    body: 'The hero image is blurry',
    pageUrl: `${SITE_ORIGIN}/pricing`,
    pageTitle: 'Pricing',
    anchor: { selector: '#hero > img', offsetX: 0.25, offsetY: 0.5 },
    viewport: { width: 1440, height: 900 },
    ...overrides,
  };
}

/**
 * A pin through the widget API: as a signed-in member when a token is given, else as a guest.
 * `origin` defaults to the factory project's site origin.
 */
export async function createComment(
  baseUrl: string,
  project: Pick<Project, 'publicKey'>,
  options: { token?: string; origin?: string; body?: Partial<CreateCommentRequest> } = {},
): Promise<Comment> {
  const body = newCommentBody(options.body);
  if (!options.token && !body.guest) body.guest = { name: 'Gina Guest', email: 'gina@example.com' };
  const res = await call<{ comment: Comment }>(baseUrl, 'POST', `/api/widget/${project.publicKey}/comments`, {
    token: options.token,
    origin: options.origin ?? SITE_ORIGIN,
    body,
  });
  if (res.status !== 201) throw new Error(`createComment answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.comment;
}

/** A reply through the dashboard API, as a member. */
export async function createReply(baseUrl: string, token: string, commentId: string, text = 'Agreed, fixing it'): Promise<Comment> {
  const res = await call<{ comment: Comment }>(baseUrl, 'POST', `/api/comments/${commentId}/replies`, {
    token,
    body: { body: text },
  });
  if (res.status !== 201) throw new Error(`createReply answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.comment;
}

/**
 * Makes a user a member of another workspace by writing the membership row directly (invitations,
 * the users' way in, are tested in routes/team). A client sees only the `projectIds` granted.
 */
export async function addMember(
  app: FastifyInstance,
  workspaceId: string,
  userId: string,
  role: Role,
  projectIds: string[] = [],
): Promise<void> {
  await app.db
    .insertInto('memberships')
    .values({ workspace_id: workspaceId, user_id: userId, role, created_at: new Date().toISOString() })
    .execute();
  for (const projectId of projectIds) await grantProject(app, workspaceId, userId, projectId);
}

/** Lets a client member see one more project. */
export async function grantProject(app: FastifyInstance, workspaceId: string, userId: string, projectId: string): Promise<void> {
  await app.db
    .insertInto('project_grants')
    .values({ project_id: projectId, user_id: userId, workspace_id: workspaceId, created_at: new Date().toISOString() })
    .execute();
}

/** An owner with a project, plus an admin, a member and a client of the same workspace. */
export async function createTeam(app: FastifyInstance, baseUrl: string) {
  const owner = await signUpUser(baseUrl, { displayName: 'Olive Owner' });
  const [admin, member, client] = await Promise.all([
    signUpUser(baseUrl, { displayName: 'Ada Admin' }),
    signUpUser(baseUrl, { displayName: 'Max Member' }),
    signUpUser(baseUrl, { displayName: 'Cleo Client' }),
  ]);
  await addMember(app, owner.workspaceId, admin.user.uid, 'admin');
  await addMember(app, owner.workspaceId, member.user.uid, 'member');
  const project = await createProject(baseUrl, owner.token, owner.workspaceId);
  // Clients see only the projects shared with them: this one is.
  await addMember(app, owner.workspaceId, client.user.uid, 'client', [project.id]);
  return { owner, admin, member, client, project };
}
