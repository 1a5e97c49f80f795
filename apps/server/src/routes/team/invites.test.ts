import { describe, expect, it } from 'vitest';
import { signUpUser } from '../../test/auth-factory.ts';
import { call, createProject, createTeam } from '../../test/factories.ts';
import { inviteByEmail, inviteTokenFromOutbox } from '../../test/team-factory.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const team = async (token: string, workspaceId: string) =>
  (await call(t.baseUrl, 'GET', `/api/workspaces/${workspaceId}/team`, { token })).body;

describe('POST /api/workspaces/:workspaceId/invites', () => {
  it('e-mails an expiring single-use link that joins the invitee with the role, stored only as a hash', async () => {
    const owner = await signUpUser(t.baseUrl, { displayName: 'Olivia Owner' });
    const invitee = await signUpUser(t.baseUrl);
    const res = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/invites`, {
      token: owner.token,
      body: { email: invitee.email.toUpperCase(), role: 'admin' },
    });
    expect(res.status).toBe(201);
    expect(res.body.invite).toMatchObject({
      kind: 'email',
      email: invitee.email,
      role: 'admin',
      invitedByName: 'Olivia Owner',
      expired: false,
    });
    const days = (Date.parse(res.body.invite.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const mails = (await call(t.baseUrl, 'GET', '/api/dev/outbox')).body.mails;
    const mail = mails.find((m: { to: string }) => m.to === invitee.email);
    expect(mail.subject).toContain('Olivia Owner invited you');
    expect(mail.link).toMatch(new RegExp(`^${t.baseUrl}/invite/[A-Za-z0-9_-]{43}$`));
    const token = await inviteTokenFromOutbox(t.baseUrl, invitee.email);
    const stored = await t.app.db.selectFrom('invites').select('token_hash').where('id', '=', res.body.invite.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);

    const preview = await call(t.baseUrl, 'GET', `/api/join/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body.invite).toMatchObject({
      workspaceName: expect.any(String),
      role: 'admin',
      email: invitee.email,
      invitedByName: 'Olivia Owner',
    });
    expect((await team(owner.token, owner.workspaceId)).invites).toHaveLength(1);

    const accepted = await call(t.baseUrl, 'POST', `/api/join/${token}`, { token: invitee.token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.workspace).toMatchObject({ id: owner.workspaceId, role: 'admin' });
    const after = await team(owner.token, owner.workspaceId);
    expect(after.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      [invitee.email, 'admin'],
    ]);
    expect(after.invites).toEqual([]);

    const again = await call(t.baseUrl, 'POST', `/api/join/${token}`, { token: invitee.token });
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ error: 'invalid-invite', message: 'This invitation was already used.' });
  });

  it('refuses an invitation accepted by another account with a clear message', async () => {
    const owner = await signUpUser(t.baseUrl);
    const stranger = await signUpUser(t.baseUrl);
    const invite = await inviteByEmail(t.baseUrl, owner.token, owner.workspaceId, 'someone.else@example.com', 'member');
    const res = await call(t.baseUrl, 'POST', `/api/join/${invite.token}`, { token: stranger.token });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'invite-email-mismatch', message: expect.stringContaining('someone.else@example.com') });
    expect((await team(owner.token, owner.workspaceId)).members).toHaveLength(1);
  });

  it('verifies the address of a new, unverified account that accepts the invitation sent to it; any other account is told which address it is for', async () => {
    const owner = await signUpUser(t.baseUrl);
    const email = `invitee-${Date.now()}@example.com`;
    const invite = await inviteByEmail(t.baseUrl, owner.token, owner.workspaceId, email, 'member');
    const other = await signUpUser(t.baseUrl);
    const refused = await call(t.baseUrl, 'POST', `/api/join/${invite.token}`, { token: other.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: 'invite-email-mismatch',
      message: `This invitation is for ${email}. Sign in with that address to accept it.`,
    });
    expect((await call(t.baseUrl, 'GET', '/api/auth/me', { token: other.token })).body.user.emailVerified).toBe(false);

    const invitee = await signUpUser(t.baseUrl, { email });
    expect((await call(t.baseUrl, 'GET', '/api/auth/me', { token: invitee.token })).body.user.emailVerified).toBe(false);
    const accepted = await call(t.baseUrl, 'POST', `/api/join/${invite.token}`, { token: invitee.token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.workspace).toMatchObject({ id: owner.workspaceId, role: 'member' });
    expect((await call(t.baseUrl, 'GET', '/api/auth/me', { token: invitee.token })).body.user.emailVerified).toBe(true);
  });

  it('refuses expired and revoked invitations, and needs a signed-in user to accept', async () => {
    const owner = await signUpUser(t.baseUrl);
    const invitee = await signUpUser(t.baseUrl);
    const expired = await inviteByEmail(t.baseUrl, owner.token, owner.workspaceId, invitee.email, 'member');
    await t.app.db
      .updateTable('invites')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.inviteId)
      .execute();
    const late = await call(t.baseUrl, 'POST', `/api/join/${expired.token}`, { token: invitee.token });
    expect(late.status).toBe(410);
    expect(late.body.message).toBe('This invitation has expired. Ask for a new one.');
    expect((await team(owner.token, owner.workspaceId)).invites[0].expired).toBe(true);

    const resent = await call(t.baseUrl, 'POST', `/api/invites/${expired.inviteId}/resend`, { token: owner.token });
    expect(resent.status).toBe(200);
    expect(resent.body.invite.expired).toBe(false);
    const fresh = await inviteTokenFromOutbox(t.baseUrl, invitee.email);
    expect(fresh).not.toBe(expired.token);
    expect((await call(t.baseUrl, 'GET', `/api/join/${expired.token}`)).status).toBe(410);

    expect((await call(t.baseUrl, 'DELETE', `/api/invites/${expired.inviteId}`, { token: owner.token })).status).toBe(204);
    const revoked = await call(t.baseUrl, 'POST', `/api/join/${fresh}`, { token: invitee.token });
    expect(revoked.status).toBe(410);
    expect(revoked.body.message).toBe('This invitation was revoked. Ask for a new one.');
    expect((await call(t.baseUrl, 'POST', `/api/join/${fresh}`)).status).toBe(401);
    expect((await call(t.baseUrl, 'GET', '/api/join/not-a-real-invitation-token-at-all')).status).toBe(410);
    expect((await team(owner.token, owner.workspaceId)).invites).toEqual([]);
  });

  it('lets admins invite, refuses members and clients, and reports every bad field', async () => {
    const { owner, admin, member, client } = await createTeam(t.app, t.baseUrl);

    await inviteByEmail(t.baseUrl, admin.token, owner.workspaceId, 'by-admin@example.com', 'member');
    for (const who of [member, client]) {
      const res = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/invites`, {
        token: who.token,
        body: { email: 'x@example.com', role: 'member' },
      });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('forbidden');
    }
    const bad = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/invites`, {
      token: owner.token,
      body: { email: 'nope', role: 'owner', extra: 1 },
    });
    expect(bad.status).toBe(400);
    const issues = JSON.stringify(bad.body.details.issues);
    for (const field of ['email', 'role', 'extra']) expect(issues).toContain(field);
    const clientWithout = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/invites`, {
      token: owner.token,
      body: { email: 'c@example.com', role: 'client' },
    });
    expect(clientWithout.status).toBe(400);
    expect(JSON.stringify(clientWithout.body.details.issues)).toContain('projectIds');
    const existing = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/invites`, {
      token: owner.token,
      body: { email: member.email, role: 'admin' },
    });
    expect(existing.status).toBe(409);
    expect(existing.body.error).toBe('already-member');
  });

  it('keeps invitations inside their workspace', async () => {
    const a = await signUpUser(t.baseUrl);
    const b = await signUpUser(t.baseUrl);
    const projectB = await createProject(t.baseUrl, b.token, b.workspaceId);
    const invite = await inviteByEmail(t.baseUrl, a.token, a.workspaceId, 'iso@example.com', 'member');
    expect(
      (
        await call(t.baseUrl, 'POST', `/api/workspaces/${a.workspaceId}/invites`, {
          token: b.token,
          body: { email: 'x@example.com', role: 'member' },
        })
      ).status,
    ).toBe(404);
    expect((await call(t.baseUrl, 'POST', `/api/invites/${invite.inviteId}/resend`, { token: b.token })).status).toBe(404);
    expect((await call(t.baseUrl, 'DELETE', `/api/invites/${invite.inviteId}`, { token: b.token })).status).toBe(404);
    // A client invitation cannot name another workspace's project.
    const foreign = await call(t.baseUrl, 'POST', `/api/workspaces/${a.workspaceId}/invites`, {
      token: a.token,
      body: { email: 'c@example.com', role: 'client', projectIds: [projectB.id] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details.issues[0].path).toBe('projectIds.0');
    expect((await team(a.token, a.workspaceId)).invites).toHaveLength(1);
  });
});

describe('invitation throttles', () => {
  it('mails one address at most 3 invitations a day, resends included, whoever sends them', async () => {
    const first = await createTeam(t.app, t.baseUrl);
    const second = await createTeam(t.app, t.baseUrl);
    const target = `target-${Math.random().toString(36).slice(2)}@example.com`;
    const invite = (owner: { token: string; workspaceId: string }) =>
      call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/invites`, {
        token: owner.token,
        body: { email: target, role: 'member' },
      });
    const sent = await invite(first.owner);
    expect(sent.status).toBe(201);
    expect((await call(t.baseUrl, 'POST', `/api/invites/${sent.body.invite.id}/resend`, { token: first.owner.token })).status).toBe(200);
    expect((await invite(second.owner)).status).toBe(201);

    const mailsBefore = (await call(t.baseUrl, 'GET', '/api/dev/outbox')).body.mails.filter(
      (mail: { to: string }) => mail.to === target,
    ).length;
    expect(mailsBefore).toBe(3);
    for (const refused of [
      await invite(second.owner),
      await call(t.baseUrl, 'POST', `/api/invites/${sent.body.invite.id}/resend`, { token: first.owner.token }),
    ]) {
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe('rate-limited');
      expect(refused.body.message).toMatch(
        /^This address was sent several invitations already\. Wait \d+ seconds before sending another\.$/,
      );
    }
    const mailsAfter = (await call(t.baseUrl, 'GET', '/api/dev/outbox')).body.mails.filter(
      (mail: { to: string }) => mail.to === target,
    ).length;
    expect(mailsAfter).toBe(3);
    // The address is compared as e-mail addresses are: case aside.
    const shouted = await call(t.baseUrl, 'POST', `/api/workspaces/${first.owner.workspaceId}/invites`, {
      token: first.owner.token,
      body: { email: target.toUpperCase(), role: 'member' },
    });
    expect(shouted.status).toBe(429);
  });

  it('lets one person send at most 30 invitations an hour', async () => {
    const { owner } = await createTeam(t.app, t.baseUrl);
    const invite = (i: number) =>
      call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/invites`, {
        token: owner.token,
        body: { email: `bulk-${i}-${Math.random().toString(36).slice(2)}@example.com`, role: 'member' },
      });
    for (let i = 0; i < 30; i++) expect((await invite(i)).status).toBe(201);
    const refused = await invite(99);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^You sent many invitations in a short time\. Wait \d+ seconds and try again\.$/);
    // Another admin of the same workspace is not held back by it.
    const other = await createTeam(t.app, t.baseUrl);
    expect(
      (
        await call(t.baseUrl, 'POST', `/api/workspaces/${other.owner.workspaceId}/invites`, {
          token: other.owner.token,
          body: { email: `fresh-${Math.random()}@example.com`, role: 'member' },
        })
      ).status,
    ).toBe(201);
  });
});
