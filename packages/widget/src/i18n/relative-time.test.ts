import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says "just now", then minutes, hours and days with the right plural', () => {
    expect(relativeTime(ago(10), NOW)).toBe('just now');
    expect(relativeTime(ago(50), NOW)).toBe('1 min ago');
    expect(relativeTime(ago(120), NOW)).toBe('2 min ago');
    expect(relativeTime(ago(3_600), NOW)).toBe('1 hour ago');
    expect(relativeTime(ago(3 * 3_600), NOW)).toBe('3 hours ago');
    expect(relativeTime(ago(86_400), NOW)).toBe('1 day ago');
    expect(relativeTime(ago(2 * 86_400), NOW)).toBe('2 days ago');
  });

  it('gives the date once a week has passed', () => {
    expect(relativeTime(ago(8 * 86_400), NOW)).toBe(new Date(NOW - 8 * 86_400_000).toLocaleDateString('en'));
  });
});
