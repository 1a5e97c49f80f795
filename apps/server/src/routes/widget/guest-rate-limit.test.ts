import { describe, expect, it } from 'vitest';
import { GuestRateLimit } from './guest-rate-limit.ts';

describe('GuestRateLimit', () => {
  it('allows the quota per address and project, then refuses until the minute is over', () => {
    const limit = new GuestRateLimit(2);
    const t0 = 1_000_000;
    limit.hit('1.2.3.4', 'p1', t0);
    limit.hit('1.2.3.4', 'p1', t0 + 1);
    expect(() => limit.hit('1.2.3.4', 'p1', t0 + 2)).toThrow(expect.objectContaining({ code: 'rate-limited' }));
    limit.hit('1.2.3.4', 'p2', t0 + 3);
    limit.hit('5.6.7.8', 'p1', t0 + 4);
    limit.hit('1.2.3.4', 'p1', t0 + 60_000);
  });
});
