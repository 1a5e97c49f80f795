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

  it('replaces a missing value or a non-string', () => {
    expect(safeReturnPath(undefined)).toBe(DEFAULT_RETURN_PATH);
    expect(safeReturnPath(['/client'])).toBe(DEFAULT_RETURN_PATH);
    expect(safeReturnPath('/'.padEnd(3000, 'a'))).toBe(DEFAULT_RETURN_PATH);
  });
});
