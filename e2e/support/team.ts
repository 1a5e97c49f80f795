import Database from 'better-sqlite3';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';

export interface TeamMember {
  id: string;
  token: string;
  email: string;
  password: string;
  displayName: string;
  workspaceId: string;
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** An account through the real sign-up route, with its first workspace. */
export async function signUp(baseUrl: string, displayName: string): Promise<TeamMember> {
  const email = `${displayName.split(' ')[0]!.toLowerCase()}-${randomUUID()}@example.com`;
  const password = 'correct horse battery';
  const session = await json<{ idToken: string; user: { uid: string } }>(
    await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, displayName }),
    }),
    'sign-up',
  );
  const { workspaces } = await json<{ workspaces: { id: string }[] }>(
    await fetch(`${baseUrl}/api/workspaces`, { headers: { authorization: `Bearer ${session.idToken}` } }),
    'workspaces',
  );
  return { id: session.user.uid, token: session.idToken, email, password, displayName, workspaceId: workspaces[0]!.id };
}

/** A project for the host site, through the real API; returns the snippet its settings show. */
export async function createProject(
  baseUrl: string,
  owner: TeamMember,
  siteOrigin: string,
): Promise<{ id: string; publicKey: string; snippet: string }> {
  const { project } = await json<{ project: { id: string; publicKey: string; snippet: string } }>(
    await fetch(`${baseUrl}/api/workspaces/${owner.workspaceId}/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ name: 'Acme Store', siteUrl: siteOrigin }),
    }),
    'create project',
  );
  return project;
}

/** A pin on the paragraph `#hero-copy` of the host site's page, written by a member through the widget's API. */
export async function pinAsMember(
  baseUrl: string,
  member: TeamMember,
  project: { publicKey: string },
  siteOrigin: string,
  pageUrl: string,
  body: string,
): Promise<{ id: string }> {
  const { comment } = await json<{ comment: { id: string } }>(
    await fetch(`${baseUrl}/api/widget/${project.publicKey}/comments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, origin: siteOrigin, 'content-type': 'application/json' },
      body: JSON.stringify({
        clientId: randomUUID(),
        body,
        pageUrl,
        anchor: { selector: '#hero-copy', offsetX: 0.5, offsetY: 0.5 },
        viewport: { width: 1280, height: 720 },
      }),
    }),
    'pin',
  );
  return comment;
}

/** Olivia Owner, signed up through the API, with a project for the host site: where the widget's own tests start. */
export async function ownerWithProject(baseUrl: string, siteOrigin: string) {
  const owner = await signUp(baseUrl, 'Olivia Owner');
  return { owner, project: await createProject(baseUrl, owner, siteOrigin) };
}

/** Adds a member to a workspace in the server's SQLite file: the API has no invitations yet. */
export function addMember(dataDir: string, workspaceId: string, userId: string): void {
  const db = new Database(join(dataDir, 'commentflow.db'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('INSERT INTO memberships (workspace_id, user_id, role, created_at) VALUES (?, ?, ?, ?)').run(
      workspaceId,
      userId,
      'member',
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }
}
