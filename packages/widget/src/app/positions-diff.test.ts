import { describe, expect, it } from 'vitest';
import { changedPositions, documentFraction, type PinPosition } from './positions-diff.ts';

const at = (commentId: string, x: number, y: number, detached = false): PinPosition => ({ commentId, x, y, detached });

describe('changedPositions', () => {
  const sent = new Map([
    ['a', at('a', 0.2, 0.3)],
    ['b', at('b', 0, 0, true)],
  ]);

  it('sends nothing when nothing moved beyond rounding', () => {
    expect(changedPositions(sent, [at('a', 0.2005, 0.3), at('b', 0, 0, true)])).toEqual([]);
  });

  it('sends moved, newly detached, re-attached and new pins', () => {
    expect(changedPositions(sent, [at('a', 0.5, 0.3), at('b', 0.1, 0.1), at('c', 0.4, 0.4)])).toEqual([
      at('a', 0.5, 0.3),
      at('b', 0.1, 0.1),
      at('c', 0.4, 0.4),
    ]);
    expect(changedPositions(sent, [at('a', 0, 0, true)])).toEqual([at('a', 0, 0, true)]);
  });
});

describe('documentFraction', () => {
  it('gives fractions of the document, clamped to 0..1', () => {
    expect(documentFraction(250, 3000, 1000, 2000)).toEqual({ x: 0.25, y: 1 });
    expect(documentFraction(-5, 10, 0, 100)).toEqual({ x: 0, y: 0.1 });
  });
});
