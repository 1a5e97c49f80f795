import type { InviteRole } from '@commentflow/shared';
import { call } from './factories.ts';

/** The invitation secret of the newest mail to `email` in the dev outbox, read as a person would: from the link. */
export async function inviteTokenFromOutbox(baseUrl: string, email: string): Promise<string> {
  const res = await call<{ mails: { to: string; link: string | null }[] }>(baseUrl, 'GET', '/api/dev/outbox');
  const link = res.body.mails.find((mail) => mail.to === email)?.link;
  if (!link) throw new Error(`no invitation mail to ${email}`);
  return new URL(link).pathname.split('/').pop()!;
}

/** Invites `email` through the API and returns the token its e-mail carries. */
export async function inviteByEmail(
  baseUrl: string,
  token: string,
  workspaceId: string,
  email: string,
  role: InviteRole,
  projectIds?: string[],
): Promise<{ inviteId: string; token: string }> {
  const res = await call(baseUrl, 'POST', `/api/workspaces/${workspaceId}/invites`, {
    token,
    body: { email, role, ...(projectIds ? { projectIds } : {}) },
  });
  if (res.status !== 201) throw new Error(`invite answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { inviteId: res.body.invite.id, token: await inviteTokenFromOutbox(baseUrl, email) };
}

/** Invites a signed-up user by their e-mail and accepts as them: a full member the way users become one. */
export async function joinWorkspace(
  baseUrl: string,
  ownerToken: string,
  workspaceId: string,
  invitee: { token: string; email: string },
  role: InviteRole,
  projectIds?: string[],
): Promise<void> {
  const invite = await inviteByEmail(baseUrl, ownerToken, workspaceId, invitee.email, role, projectIds);
  const res = await call(baseUrl, 'POST', `/api/join/${invite.token}`, { token: invitee.token });
  if (res.status !== 200) throw new Error(`accept answered ${res.status}: ${JSON.stringify(res.body)}`);
}
