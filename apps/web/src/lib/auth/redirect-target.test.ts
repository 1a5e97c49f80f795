import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target.ts';

describe('redirectTarget (docs/product/states.md: back where they came from, else the dashboard)', () => {
  it('returns to the page that needed a sign-in, with its query and hash', () => {
    expect(redirectTarget({ pathname: '/client/comments/abc', search: '?status=all', hash: '#r' })).toBe(
      '/client/comments/abc?status=all#r',
    );
  });

  it('goes to the dashboard without a usable origin page', () => {
    expect(redirectTarget(undefined)).toBe('/client/dashboard');
    expect(redirectTarget({ pathname: '//evil.example/x' })).toBe('/client/dashboard');
    expect(redirectTarget({ pathname: '/login' })).toBe('/client/dashboard');
    expect(redirectTarget('/client/team')).toBe('/client/dashboard');
  });
});
