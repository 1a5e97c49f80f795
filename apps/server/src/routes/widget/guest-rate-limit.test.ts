import { describe, expect, it } from 'vitest';
import { MemoryGuestRateLimit } from './guest-rate-limit.ts';

describe('MemoryGuestRateLimit', () => {
  it('allows the quota per address and project, then refuses until the minute is over', async () => {
    const limit = new MemoryGuestRateLimit(2);
    const t0 = 1_000_000;
    await limit.hit('1.2.3.4', 'p1', t0);
    await limit.hit('1.2.3.4', 'p1', t0 + 1);
    await expect(limit.hit('1.2.3.4', 'p1', t0 + 2)).rejects.toMatchObject({ code: 'rate-limited' });
    await limit.hit('1.2.3.4', 'p2', t0 + 3);
    await limit.hit('5.6.7.8', 'p1', t0 + 4);
    await limit.hit('1.2.3.4', 'p1', t0 + 60_000);
  });
});
