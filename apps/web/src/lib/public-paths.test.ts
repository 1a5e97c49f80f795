import { describe, expect, it } from 'vitest';
import { isSessionPublicPath } from './public-paths.ts';

describe('isSessionPublicPath (docs/product/screens.md)', () => {
  it.each(['/', '/login', '/signup', '/forgot-password', '/reset-password', '/verify', '/verify-request', '/verify/abc', '/invite/abc'])(
    '%s is public',
    (path) => {
      expect(isSessionPublicPath(path)).toBe(true);
    },
  );

  it.each(['/client', '/client/dashboard', '/login/extra', '/docs', '/signup-now', '/pricing', '/invites'])('%s is not', (path) => {
    expect(isSessionPublicPath(path)).toBe(false);
  });
});
