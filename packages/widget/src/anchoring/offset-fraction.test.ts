import { describe, expect, it } from 'vitest';
import { offsetFraction, pinPoint } from './offset-fraction.ts';

const rect = { left: 100, top: 200, width: 400, height: 50 };

describe('offsetFraction', () => {
  it('gives the click position as fractions of the element', () => {
    expect(offsetFraction(rect, 200, 225)).toEqual({ offsetX: 0.25, offsetY: 0.5 });
  });

  it('clamps clicks on the border into 0..1', () => {
    expect(offsetFraction(rect, 99, 251)).toEqual({ offsetX: 0, offsetY: 1 });
  });

  it('centres on elements without a size', () => {
    expect(offsetFraction({ left: 5, top: 5, width: 0, height: 0 }, 5, 5)).toEqual({ offsetX: 0.5, offsetY: 0.5 });
  });

  it('rounds to four decimals', () => {
    expect(offsetFraction({ left: 0, top: 0, width: 3, height: 3 }, 1, 2)).toEqual({ offsetX: 0.3333, offsetY: 0.6667 });
  });
});

describe('pinPoint', () => {
  it('places the pin at the same fraction of the element, relative to the layer', () => {
    expect(pinPoint(rect, 0.25, 0.5, { x: 0, y: -1000 })).toEqual({ x: 200, y: 1225 });
  });

  it('follows the element when it is wider on another screen', () => {
    expect(pinPoint({ ...rect, width: 800 }, 0.25, 0.5, { x: 0, y: 0 })).toEqual({ x: 300, y: 225 });
  });

  it('keeps an out-of-range stored fraction on the element', () => {
    expect(pinPoint(rect, 1.5, -0.2, { x: 0, y: 0 })).toEqual({ x: 500, y: 200 });
  });
});
