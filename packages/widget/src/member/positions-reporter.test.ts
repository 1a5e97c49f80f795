import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PinPosition } from '../app/positions-diff.ts';
import { PositionsReporter } from './positions-reporter.ts';

const at = (commentId: string, x: number, detached = false): PinPosition => ({ commentId, x, y: 0.5, detached });

describe('PositionsReporter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends what changed at most once a second, the latest layout only', () => {
    const sent: PinPosition[][] = [];
    const reporter = new PositionsReporter((changed) => (sent.push(changed), true));
    reporter.report([at('a', 0.1)]);
    reporter.report([at('a', 0.2)]);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(sent).toEqual([[at('a', 0.2)]]);

    reporter.report([at('a', 0.2), at('b', 0, true)]);
    vi.advanceTimersByTime(1_000);
    expect(sent.at(-1)).toEqual([at('b', 0, true)]);
    reporter.report([at('a', 0.2), at('b', 0, true)]);
    vi.advanceTimersByTime(1_000);
    expect(sent).toHaveLength(2);
  });

  it('keeps changes a guest socket could not send for when it can', () => {
    let canSend = false;
    const sent: PinPosition[][] = [];
    const reporter = new PositionsReporter((changed) => canSend && sent.push(changed) > 0);
    reporter.report([at('a', 0.1)]);
    vi.advanceTimersByTime(1_000);
    canSend = true;
    reporter.report([at('a', 0.1)]);
    vi.advanceTimersByTime(1_000);
    expect(sent).toEqual([[at('a', 0.1)]]);
  });

  it('forgets what it sent about the last route', () => {
    const sent: PinPosition[][] = [];
    const reporter = new PositionsReporter((changed) => (sent.push(changed), true));
    reporter.report([at('a', 0.1)]);
    vi.advanceTimersByTime(1_000);
    reporter.reset();
    reporter.report([at('a', 0.1)]);
    vi.advanceTimersByTime(1_000);
    expect(sent).toHaveLength(2);
  });
});
