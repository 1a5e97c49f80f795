import { describe, expect, it } from 'vitest';
import { t, tNodes } from './translate.ts';

describe('t', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(t('showCommentsDetached', { count: 3, detached: 1 })).toBe('Show comments (3, 1 detached)');
    expect(t('commentNumber')).toBe('Comment {number}');
  });

  it('picks the plural form for {count}', () => {
    expect(t('hoursAgo', { count: 1 })).toBe('1 hour ago');
    expect(t('hoursAgo', { count: 5 })).toBe('5 hours ago');
    expect(t('daysAgo', { count: 0 })).toBe('0 days ago');
  });
});

describe('tNodes', () => {
  it('puts the given values where the placeholders are, in order', () => {
    const name = { textContent: 'Ada' } as Node;
    expect(tNodes('commentingAs', { name })).toEqual(['Commenting as ', name]);
  });
});
