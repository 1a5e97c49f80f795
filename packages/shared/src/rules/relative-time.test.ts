import { describe, expect, it } from 'vitest';
import { relativeStep, relativeTime } from './relative-time.ts';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('the relative-time ladder', () => {
  it.each([
    [0, { kind: 'just-now' }],
    [44, { kind: 'just-now' }],
    [45, { kind: 'ago', unit: 'minute', count: 1 }],
    [59 * 60, { kind: 'ago', unit: 'minute', count: 59 }],
    [3_600, { kind: 'ago', unit: 'hour', count: 1 }],
    [86_399, { kind: 'ago', unit: 'hour', count: 23 }],
    [86_400, { kind: 'ago', unit: 'day', count: 1 }],
    [604_799, { kind: 'ago', unit: 'day', count: 6 }],
    [604_800, { kind: 'date' }],
  ])('%i s ago is %o', (seconds, step) => {
    expect(relativeStep(ago(seconds), NOW)).toEqual(step);
  });

  it('words it in English for pages without a language choice', () => {
    expect(relativeTime(ago(10), NOW)).toBe('just now');
    expect(relativeTime(ago(120), NOW)).toBe('2 min ago');
    expect(relativeTime(ago(7_200), NOW)).toBe('2 h ago');
    expect(relativeTime(ago(172_800), NOW)).toBe('2 d ago');
  });
});
