import { describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../test/auth-factory.ts';
import { call } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

// Behind a proxy (TRUST_PROXY), so each test picks its source address with X-Forwarded-For.
const t = useTestApp({ trustProxy: true });

let nextAddress = 1;
/** A source address no other test uses. */
const newSource = () => `203.0.113.${nextAddress++}`;

const attempt = (user: SignedUpUser, password: string, source: string, cookie?: string) =>
  call(t.baseUrl, 'POST', '/api/auth/signin', {
    body: { email: user.email, password },
    headers: { 'x-forwarded-for': source, ...(cookie && { cookie }) },
  });

/** As if the last failures happened `seconds` earlier. */
const rewind = async (seconds: number) => {
  const rows = await t.app.db
    .withTables<{ auth_attempts: { id: string; created_at: string } }>()
    .selectFrom('auth_attempts')
    .select(['id', 'created_at'])
    .execute();
  for (const row of rows) {
    const earlier = new Date(Date.parse(row.created_at) - seconds * 1000).toISOString();
    await t.app.db
      .withTables<{ auth_attempts: { id: string; created_at: string } }>()
      .updateTable('auth_attempts')
      .set({ created_at: earlier })
      .where('id', '=', row.id)
      .execute();
  }
};

/** The browser's device cookie from a sign-in answer. */
const deviceCookie = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((line) => line.startsWith('cf_device='))
    ?.split(';')[0] ?? '';

describe('failed sign-ins are throttled, never a lock-out of the owner', () => {
  it('ten wrong passwords from one source leave the owner free to sign in from another', async () => {
    const owner = await signUpUser(t.baseUrl);
    const attacker = newSource();
    for (let i = 0; i < 10; i++) {
      const res = await attempt(owner, `guess ${i}`, attacker);
      expect([401, 429]).toContain(res.status);
    }
    const fromHome = await attempt(owner, owner.password, newSource());
    expect(fromHome.status).toBe(200);
    expect(fromHome.body.user.uid).toBe(owner.user.uid);
  });

  it('slows one source down with doubling delays after five failures, the right password included', async () => {
    const owner = await signUpUser(t.baseUrl);
    const source = newSource();
    for (let i = 0; i < 5; i++) expect((await attempt(owner, `guess ${i}`, source)).body.error).toBe('wrong-password');
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const throttled = await attempt(owner, owner.password, source);
      expect(throttled.status).toBe(429);
      expect(throttled.body.error).toBe('rate-limited');
      expect(throttled.body.message).toMatch(/^Too many failed sign-ins from here\. Wait \d+ seconds or reset your password\.$/);
      waits.push(throttled.body.details.retryAfterSeconds);
      await rewind(throttled.body.details.retryAfterSeconds);
      expect((await attempt(owner, 'another guess', source)).body.error).toBe('wrong-password');
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    await rewind(16);
    // Once the wait is over, the right password gets in and this source starts afresh.
    expect((await attempt(owner, owner.password, source)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt(owner, `again ${i}`, source)).body.error).toBe('wrong-password');
  });

  it('caps the delay at 15 minutes, so one source gets about a hundred guesses a day', async () => {
    const owner = await signUpUser(t.baseUrl);
    const source = newSource();
    for (let i = 0; i < 5 + 12; i++) {
      await rewind(900);
      expect((await attempt(owner, `guess ${i}`, source)).body.error).toBe('wrong-password');
    }
    const throttled = await attempt(owner, 'next guess', source);
    expect(throttled.status).toBe(429);
    expect(throttled.body.details.retryAfterSeconds).toBe(900);
  });

  it('many sources guessing together slow every new source, never the browser the owner signed in with', async () => {
    const owner = await signUpUser(t.baseUrl);
    const usual = await attempt(owner, owner.password, newSource());
    expect(usual.status).toBe(200);
    const ownersBrowser = deviceCookie(usual.headers);
    expect(ownersBrowser).toMatch(/^cf_device=.+/);

    // A botnet: one guess from each address, under every per-source limit. Twenty go through...
    for (let i = 0; i < 20; i++) expect((await attempt(owner, `spread guess ${i}`, newSource())).body.error).toBe('wrong-password');
    // ...then each new address waits its turn.
    const stranger = await attempt(owner, owner.password, newSource());
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toMatch(
      /^Many failed sign-ins to this account\. Wait \d+ seconds, sign in from a browser you used before, or reset your password\.$/,
    );

    // The owner's own browser, from wherever it is today, still gets in.
    const owners = await attempt(owner, owner.password, newSource(), ownersBrowser);
    expect(owners.status).toBe(200);
    // A device cookie of another account is no pass for this one.
    const other = await signUpUser(t.baseUrl);
    const otherBrowser = deviceCookie((await attempt(other, other.password, newSource())).headers);
    expect((await attempt(owner, owner.password, newSource(), otherBrowser)).status).toBe(429);
  });

  it('a password reset starts every source afresh', async () => {
    const owner = await signUpUser(t.baseUrl);
    const source = newSource();
    for (let i = 0; i < 6; i++) await attempt(owner, `guess ${i}`, source);
    expect((await attempt(owner, owner.password, source)).status).toBe(429);
    await call(t.baseUrl, 'POST', '/api/auth/password-reset', { body: { email: owner.email } });
    const link = (await call(t.baseUrl, 'GET', '/api/dev/outbox')).body.mails.find((mail: { to: string }) => mail.to === owner.email)
      .link as string;
    const confirmed = await call(t.baseUrl, 'POST', '/api/auth/password-reset/confirm', {
      body: { token: new URL(link).searchParams.get('token'), password: 'a new password' },
    });
    expect(confirmed.status).toBe(200);
    expect((await attempt(owner, 'a new password', source)).status).toBe(200);
  });
});
