import { describe, expect, it } from 'vitest';
import { sessionUserFromEvent } from './session-user.ts';

describe("sessionUserFromEvent (docs/product/states.md: a manual 'auth-state-changed' event)", () => {
  it('reads a mock-auth user with only uid, email and token', () => {
    expect(sessionUserFromEvent({ uid: 'u1', email: 'ada@example.com', token: 't1' })).toEqual({
      user: { uid: 'u1', email: 'ada@example.com', displayName: 'ada@example.com', photoURL: null, emailVerified: false, isAdmin: false },
      token: 't1',
    });
  });

  it('reads a { user } detail', () => {
    const result = sessionUserFromEvent({ user: { uid: 'u2', email: 'b@example.com', displayName: 'Bea' } });
    expect(result?.user.displayName).toBe('Bea');
    expect(result?.token).toBeNull();
  });

  it('ignores an event without a user', () => {
    expect(sessionUserFromEvent(null)).toBeNull();
    expect(sessionUserFromEvent({ user: null })).toBeNull();
    expect(sessionUserFromEvent({ email: 'no-uid@example.com' })).toBeNull();
  });
});
