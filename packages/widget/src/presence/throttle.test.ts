import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('throttle', () => {
  it('sends the first call at once and collapses a burst into one trailing call with the latest value', () => {
    const sent: number[] = [];
    const send = throttle((value: number) => sent.push(value), 50);
    for (let i = 1; i <= 10; i++) send(i);
    expect(sent).toEqual([1]);
    vi.advanceTimersByTime(50);
    expect(sent).toEqual([1, 10]);
  });

  it('keeps a steady stream to one call per interval', () => {
    const sent: number[] = [];
    const send = throttle((value: number) => sent.push(value), 50);
    for (let ms = 0; ms < 1000; ms += 5) {
      send(ms);
      vi.advanceTimersByTime(5);
    }
    expect(sent.length).toBeGreaterThanOrEqual(19);
    expect(sent.length).toBeLessThanOrEqual(21);
  });

  it('drops the pending call when cancelled', () => {
    const sent: number[] = [];
    const send = throttle((value: number) => sent.push(value), 50);
    send(1);
    send(2);
    send.cancel();
    vi.advanceTimersByTime(100);
    expect(sent).toEqual([1]);
  });
});
