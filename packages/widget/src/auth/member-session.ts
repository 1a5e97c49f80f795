// The signed-in team member, kept in memory and in sessionStorage under the project key: it lasts
// as long as the tab, and another project's widget on the same site never sees it.
import type { Role } from '@commentflow/shared/schemas/workspace';

export interface MemberSession {
  token: string;
  user: { id: string; displayName: string; email: string };
  workspace: { id: string; name: string };
  /** The member's role, from the sign-in grant: the widget offers only what it allows (shared can()). */
  role: Role;
}

const storageKey = (projectKey: string) => `commentflow:session:${projectKey}`;

export function readSession(projectKey: string): MemberSession | null {
  try {
    return parseSession(JSON.parse(sessionStorage.getItem(storageKey(projectKey)) ?? 'null'));
  } catch {
    // Blocked storage (sandboxed frames, privacy modes): the member signs in again.
    return null;
  }
}

/**
 * Only the stored token, unchecked (the server checks it, and a refused one is dropped): for the
 * loader's first list and ARIA's light checks, which every visitor loads and which must stay small.
 */
export function readSessionToken(projectKey: string): string | undefined {
  try {
    return (JSON.parse(sessionStorage.getItem(storageKey(projectKey)) ?? 'null') as { token?: string } | null)?.token;
  } catch {
    return undefined;
  }
}

export function writeSession(projectKey: string, session: MemberSession | null): void {
  try {
    if (session) sessionStorage.setItem(storageKey(projectKey), JSON.stringify(session));
    else sessionStorage.removeItem(storageKey(projectKey));
  } catch {
    // See readSession: the session then lives in memory only.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown, max = 2048): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** A session from untrusted data (storage or a message): every field checked but the role (see below), nothing extra kept. */
export function parseSession(value: unknown): MemberSession | null {
  if (!isRecord(value) || !isRecord(value.user) || !isRecord(value.workspace)) return null;
  const { token, user, workspace, role } = value;
  if (!isText(token, 8192) || !/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) return null;
  if (!isText(user.id, 64) || !isText(user.displayName, 200) || !isText(user.email, 320)) return null;
  if (!isText(workspace.id, 64) || typeof workspace.name !== 'string') return null;
  return {
    token,
    user: { id: user.id, displayName: user.displayName, email: user.email },
    workspace: { id: workspace.id, name: workspace.name },
    // Not checked here, to keep this small: the role only decides which controls the app offers,
    // through can(), where anything but a real role allows nothing.
    role: role as Role,
  };
}
