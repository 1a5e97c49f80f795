import { randomUUID } from 'node:crypto';
import type { IdTokenResponse, User } from '@commentflow/shared';

export interface SignedUpUser {
  token: string;
  user: User;
  workspaceId: string;
  email: string;
  password: string;
  /** The refresh cookie (`cf_refresh=...`) as a browser would hold it. */
  cookie: string;
}

export const authHeaders = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new account through the real sign-up route, with the first workspace it gets. */
export async function signUpUser(
  baseUrl: string,
  overrides: { email?: string; password?: string; displayName?: string } = {},
): Promise<SignedUpUser> {
  const email = overrides.email ?? `user-${randomUUID()}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, displayName: overrides.displayName ?? 'Test User' }),
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as IdTokenResponse;
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const workspaces = await fetch(`${baseUrl}/api/workspaces`, { headers: authHeaders(body.idToken) });
  const { workspaces: list } = (await workspaces.json()) as { workspaces: { id: string }[] };
  return { token: body.idToken, user: body.user, workspaceId: list[0]!.id, email, password, cookie };
}
