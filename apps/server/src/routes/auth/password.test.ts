import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../test/auth-factory.ts';
import { call } from '../../test/factories.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher.ts';
import { socketClients } from '../../test/socket-clients.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let smtp: SmtpCatcher;
let t: TestApp;
const sockets = socketClients();
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestApp({ smtpUrl: smtp.url, mailFrom: 'CommentFlow <auth@commentflow.test>' });
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
  await smtp?.close();
});

const INVALID_LINK = { error: 'invalid-reset-token', message: 'This reset link is invalid or has expired. Ask for a new one.' };

const requestReset = (email: string, base = t.baseUrl) => call(base, 'POST', '/api/auth/password-reset', { body: { email } });
const confirm = (token: string, password: string) =>
  call(t.baseUrl, 'POST', '/api/auth/password-reset/confirm', { body: { token, password } });
const signIn = (email: string, password: string) => call(t.baseUrl, 'POST', '/api/auth/signin', { body: { email, password } });

/** Asks for a reset and reads the link out of the mail the SMTP server received. */
async function resetLinkFor(user: SignedUpUser): Promise<URL> {
  const res = await requestReset(user.email.toUpperCase());
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ message: 'Check your email for instructions to reset your password' });
  const mail = await smtp.next();
  expect(mail.to).toEqual([user.email]);
  expect(mail.from).toBe('auth@commentflow.test');
  expect(mail.decoded).toMatch(/^Subject: Reset your CommentFlow password$/m);
  const links = [...mail.decoded.matchAll(/https?:\/\/[^\s"<>]+\/reset-password\?token=[\w-]+/g)].map((match) => match[0]);
  expect(links.length).toBeGreaterThan(0);
  return new URL(links[0]!);
}

describe('password reset through a real SMTP server', () => {
  it('mails a link that sets a new password once, signs in and ends the old sessions', async () => {
    const user = await signUpUser(t.baseUrl, { password: 'old password 1' });
    const link = await resetLinkFor(user);
    expect(link.origin + link.pathname).toBe(`${t.baseUrl}/reset-password`);
    const token = link.searchParams.get('token')!;
    const stored = await t.app.db
      .selectFrom('password_resets')
      .select('token_hash')
      .where('user_id', '=', user.user.uid)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);

    const res = await confirm(token, 'brand new password');
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ uid: user.user.uid, emailVerified: true });
    expect(res.headers.get('set-cookie')).toMatch(/^cf_refresh=[^;]+;/);
    expect((await call(t.baseUrl, 'GET', '/api/auth/me', { token: res.body.idToken })).status).toBe(200);

    const oldToken = await call(t.baseUrl, 'GET', '/api/auth/me', { token: user.token });
    expect(oldToken.status).toBe(401);
    expect(oldToken.body.error).toBe('invalid-token');
    expect((await call(t.baseUrl, 'POST', '/api/auth/refresh', { headers: { cookie: user.cookie } })).status).toBe(401);

    expect((await signIn(user.email, 'old password 1')).body.error).toBe('wrong-password');
    expect((await signIn(user.email, 'brand new password')).status).toBe(200);

    const again = await confirm(token, 'a third password');
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID_LINK);
    expect((await signIn(user.email, 'brand new password')).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const user = await signUpUser(t.baseUrl);
    const token = (await resetLinkFor(user)).searchParams.get('token')!;
    await t.app.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.user.uid)
      .execute();
    const res = await confirm(token, 'too late password');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID_LINK);
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it('gives links valid for one hour, and a used link ends the others sent to the account', async () => {
    const user = await signUpUser(t.baseUrl);
    const first = (await resetLinkFor(user)).searchParams.get('token')!;
    const second = (await resetLinkFor(user)).searchParams.get('token')!;
    const rows = await t.app.db.selectFrom('password_resets').selectAll().where('user_id', '=', user.user.uid).execute();
    for (const row of rows) {
      const lifetime = new Date(row.expires_at).getTime() - new Date(row.created_at).getTime();
      expect(lifetime).toBe(3_600_000);
    }
    expect((await confirm(second, 'second link password')).status).toBe(200);
    expect((await confirm(first, 'first link password')).body).toEqual(INVALID_LINK);
  });

  it('refuses a made-up token and validates the new password', async () => {
    const made = await confirm('not-a-real-token', 'whatever password');
    expect(made.status).toBe(400);
    expect(made.body).toEqual(INVALID_LINK);
    const weak = await confirm('not-a-real-token', '123');
    expect(weak.status).toBe(400);
    expect(weak.body.error).toBe('validation-failed');
    expect(weak.body.details.issues).toEqual([{ path: 'body.password', message: 'Password must be at least 6 characters' }]);
  });

  it('answers an unknown e-mail with user-not-found and a malformed one with invalid-email', async () => {
    const unknown = await requestReset('nobody-here@example.com');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ error: 'user-not-found', message: 'No account found with this email' });
    const invalid = await requestReset('not-an-email');
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toBe('invalid-email');
    expect(invalid.body.details.issues).toEqual([{ path: 'body.email', message: 'Invalid email address' }]);
  });

  it('limits reset e-mails per account: the sixth in an hour is refused with 429', async () => {
    const user = await signUpUser(t.baseUrl);
    for (let i = 0; i < 5; i++) await resetLinkFor(user);
    const res = await requestReset(user.email);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: 'rate-limited', message: 'Too many reset e-mails for this account. Wait an hour and try again.' });
  });

  it('answers 500 with the spec text when the SMTP server cannot be reached', async () => {
    const broken = await startTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const user = await signUpUser(broken.baseUrl);
      const res = await requestReset(user.email, broken.baseUrl);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: 'internal', message: 'Failed to send reset email. Please try again.' });
    } finally {
      await broken.close();
    }
  });

  it('limits reset requests per IP with 429 rate-limited', async () => {
    const limited = await startTestApp({ rateLimitAuthPerMinute: 2, smtpUrl: smtp.url });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await requestReset('nobody@example.com', limited.baseUrl)).body.error);
      expect(codes).toEqual(['user-not-found', 'user-not-found', 'rate-limited']);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/auth/password', () => {
  const change = (token: string | undefined, body: unknown) => call(t.baseUrl, 'POST', '/api/auth/password', { token, body });

  it("sets the new password and ends the user's other sessions and their sockets", async () => {
    const user = await signUpUser(t.baseUrl);
    const other = await signIn(user.email, user.password);
    const otherSocket = await sockets.connect(t.baseUrl, { token: other.body.idToken });
    const disconnected = new Promise<string>((resolve) => otherSocket.once('disconnect', resolve));
    const ownSocket = await sockets.connect(t.baseUrl, { token: user.token });

    const res = await change(user.token, { currentPassword: user.password, newPassword: 'changed password' });
    expect(res.status).toBe(204);
    expect(await disconnected).toBe('io server disconnect');
    expect(ownSocket.connected).toBe(true);

    const otherMe = await call(t.baseUrl, 'GET', '/api/auth/me', { token: other.body.idToken });
    expect(otherMe.status).toBe(401);
    expect(otherMe.body.error).toBe('invalid-token');
    expect((await call(t.baseUrl, 'GET', '/api/auth/me', { token: user.token })).status).toBe(200);
    expect((await signIn(user.email, user.password)).body.error).toBe('wrong-password');
    expect((await signIn(user.email, 'changed password')).status).toBe(200);
  });

  it('refuses a wrong current password with 401 wrong-password and changes nothing', async () => {
    const user = await signUpUser(t.baseUrl);
    const res = await change(user.token, { currentPassword: 'not it', newPassword: 'changed password' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'wrong-password', message: 'Incorrect password' });
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it('needs a signed-in caller and a valid new password', async () => {
    const anonymous = await change(undefined, { currentPassword: 'a', newPassword: 'changed password' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('unauthorized');
    const user = await signUpUser(t.baseUrl);
    const weak = await change(user.token, { currentPassword: user.password, newPassword: '12' });
    expect(weak.status).toBe(400);
    expect(weak.body.details.issues).toEqual([{ path: 'body.newPassword', message: 'Password must be at least 6 characters' }]);
  });
});
