import { describe, expect, it } from 'vitest';
import { STATUS_COLORS } from './status-colors.ts';

describe('STATUS_COLORS', () => {
  it('gives each status its own tone and colour', () => {
    const tones = Object.values(STATUS_COLORS).map((color) => color.tone);
    const hexes = Object.values(STATUS_COLORS).map((color) => color.hex);
    expect(new Set(tones).size).toBe(3);
    expect(new Set(hexes).size).toBe(3);
  });
});
