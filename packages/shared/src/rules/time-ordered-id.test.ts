import { describe, expect, it } from 'vitest';
import { timeOfId, timeOrderedId } from './time-ordered-id.ts';

describe('timeOrderedId', () => {
  it("puts the time and version 7 in front of a v4 UUID's random bits and variant", () => {
    const id = timeOrderedId('6ba7b810-9dad-41d1-80b4-00c04fd430c8', 0x0190_1234_5678);
    expect(id).toBe('01901234-5678-71d1-80b4-00c04fd430c8');
    expect(timeOfId(id)).toBe(0x0190_1234_5678);
  });

  it('makes ids that sort in the order of their times', () => {
    const times = [0, 1, 255, 256, 1_700_000_000_000, 1_700_000_000_001, 2 ** 47];
    const ids = times.map((time) => timeOrderedId(crypto.randomUUID(), time));
    expect([...ids].sort()).toEqual(ids);
    expect(ids.map(timeOfId)).toEqual(times);
  });
});
