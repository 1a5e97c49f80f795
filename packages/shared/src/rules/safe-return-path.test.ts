import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_PATH, safeReturnPath } from './safe-return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a same-origin path with its query and fragment', () => {
    expect(safeReturnPath('/client/comments')).toBe('/client/comments');
    expect(safeReturnPath('/client/project/1?tab=open#c2')).toBe('/client/project/1?tab=open#c2');
  });

  it.each([
    '//evil.com',
    '//evil.com/client',
    'https://evil.com',
    '/\\evil.com',
    '/\\/evil.com',
    'javascript:alert(1)',
    'client/dashboard',
    '/\t/evil.com',
    '/\n/evil.com',
    ' /client',
    '',
  ])('replaces %j with the dashboard', (value) => {
    expect(safeReturnPath(value)).toBe(DEFAULT_RETURN_PATH);
  });

  // Dot segments, encoded or not, that a URL parser folds away: what is left must never be '//host'.
  const HOSTILE = [
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/%2e%2e//evil.example',
    '/a/%2e%2e//evil.example',
    '/././/evil.example',
    '/.././/evil.example',
    '/../..//evil.example',
    '/a/b/../..//evil.example',
    '/a/.././/evil.example/path?x=1#y',
    '/.%2f/evil.example',
    '/%2e/%2fevil.example',
    '/.///evil.example',
    '/a/..///evil.example',
    '/.//evil.example:443/',
    '/.//user@evil.example',
    '/./%5Cevil.example',
    '/%2e%2e/%2e%2e//evil.example',
    '/x/./..//evil.example',
  ];

  it.each(HOSTILE)('never turns %j into another host', (value) => {
    const result = safeReturnPath(value);
    expect(result.startsWith('/')).toBe(true);
    expect(result.startsWith('//')).toBe(false);
    expect(result.startsWith('/\\')).toBe(false);
    const base = 'https://app.example';
    expect(new URL(result, base).origin).toBe(base);
    // What a router or a browser makes of it once more stays the same path.
    expect(safeReturnPath(result)).toBe(result);
    expect(result).not.toMatch(/^\/+evil\.example/);
  });

  it('keeps the intended path when the dot segments are harmless', () => {
    expect(safeReturnPath('/client/./comments')).toBe('/client/comments');
    expect(safeReturnPath('/client/x/../comments?tab=1')).toBe('/client/comments?tab=1');
  });

  it('replaces a missing value or a non-string', () => {
    expect(safeReturnPath(undefined)).toBe(DEFAULT_RETURN_PATH);
    expect(safeReturnPath(['/client'])).toBe(DEFAULT_RETURN_PATH);
    expect(safeReturnPath('/'.padEnd(3000, 'a'))).toBe(DEFAULT_RETURN_PATH);
  });
});
