import { describe, expect, it } from 'vitest';
import { signUpUser } from '../../test/auth-factory.ts';
import { call } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('PATCH /api/users/me', () => {
  it('changes the name and avatar URL, and clears the avatar back to the generated one', async () => {
    const user = await signUpUser(t.baseUrl, { displayName: 'Ada' });
    const changed = await call(t.baseUrl, 'PATCH', '/api/users/me', {
      token: user.token,
      body: { displayName: '  Ada Lovelace ', photoURL: 'https://images.example.com/ada.png' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.user).toMatchObject({
      uid: user.user.uid,
      displayName: 'Ada Lovelace',
      photoURL: 'https://images.example.com/ada.png',
    });
    const me = await call(t.baseUrl, 'GET', '/api/auth/me', { token: user.token });
    expect(me.body.user.displayName).toBe('Ada Lovelace');

    const cleared = await call(t.baseUrl, 'PATCH', '/api/users/me', { token: user.token, body: { photoURL: null } });
    expect(cleared.body.user).toMatchObject({ displayName: 'Ada Lovelace', photoURL: null });
  });

  it('names every bad field, refuses unknown ones and anonymous callers', async () => {
    const user = await signUpUser(t.baseUrl);
    const bad = await call(t.baseUrl, 'PATCH', '/api/users/me', {
      token: user.token,
      body: { displayName: '', photoURL: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('validation-failed');
    expect(bad.body.details.issues.map((i: { path: string }) => i.path).sort()).toEqual(['body.displayName', 'body.photoURL']);
    const unknown = await call(t.baseUrl, 'PATCH', '/api/users/me', { token: user.token, body: { email: 'x@example.com' } });
    expect(unknown.status).toBe(400);
    expect((await call(t.baseUrl, 'PATCH', '/api/users/me', { body: { displayName: 'X' } })).status).toBe(401);
  });
});

describe('notification preferences', () => {
  it('start all on, change one kind at a time and stay per user', async () => {
    const user = await signUpUser(t.baseUrl);
    const other = await signUpUser(t.baseUrl);
    const path = '/api/users/me/notification-preferences';
    const initial = await call(t.baseUrl, 'GET', path, { token: user.token });
    expect(initial.body.preferences).toEqual({
      comment: true,
      reply: true,
      mention: true,
      assignment: true,
      // docs/product/limits.md: every kind is mailed at once by default.
      email: { comment: true, reply: true, mention: true, assignment: true },
      emailFrequency: 'immediate',
      emailLanguage: 'en',
    });
    await call(t.baseUrl, 'PATCH', path, { token: user.token, body: { reply: false } });
    const second = await call(t.baseUrl, 'PATCH', path, { token: user.token, body: { mention: false } });
    expect(second.body.preferences).toMatchObject({ comment: true, reply: false, mention: false, assignment: true });
    expect((await call(t.baseUrl, 'GET', path, { token: other.token })).body.preferences.reply).toBe(true);
    const bad = await call(t.baseUrl, 'PATCH', path, { token: user.token, body: { reply: 'no', report: false } });
    expect(bad.status).toBe(400);
    expect((await call(t.baseUrl, 'PATCH', path, { token: user.token, body: {} })).status).toBe(400);
  });
});
