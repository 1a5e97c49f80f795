/** The part of a DOMRect the math needs, so it runs without a browser. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** Where a click fell inside an element, as fractions of its size: survives a different screen width. */
export function offsetFraction(rect: Box, clientX: number, clientY: number): { offsetX: number; offsetY: number } {
  const offsetX = rect.width > 0 ? clamp01((clientX - rect.left) / rect.width) : 0.5;
  const offsetY = rect.height > 0 ? clamp01((clientY - rect.top) / rect.height) : 0.5;
  return { offsetX: round4(offsetX), offsetY: round4(offsetY) };
}

/** Where a pin goes inside a positioned layer, given its element's rect and the stored fractions. */
export function pinPoint(rect: Box, offsetX: number, offsetY: number, layer: Point): Point {
  return {
    x: Math.round(rect.left - layer.x + rect.width * clamp01(offsetX)),
    y: Math.round(rect.top - layer.y + rect.height * clamp01(offsetY)),
  };
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
