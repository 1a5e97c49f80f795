// The shapes drawn on a screenshot and how each is painted, in the picture's own pixels.

export interface Point {
  x: number;
  y: number;
}

export type Tool = 'rect' | 'arrow' | 'draw' | 'blur';

export type Shape = { tool: 'rect' | 'arrow' | 'blur'; from: Point; to: Point } | { tool: 'draw'; points: Point[] };

export const INK = '#ef4444';
// Blur is a coarse mosaic: unlike a canvas filter it works in every browser and cannot be undone.
const MOSAIC_CELLS = 14;

/** Whether a shape is big enough to keep (a click without a drag draws nothing). */
export function isVisible(shape: Shape): boolean {
  if (shape.tool === 'draw') return shape.points.length > 1;
  return Math.abs(shape.to.x - shape.from.x) > 3 || Math.abs(shape.to.y - shape.from.y) > 3;
}

/** Paints the picture and every shape, in order, onto the canvas. */
export function paint(context: CanvasRenderingContext2D, picture: HTMLCanvasElement, shapes: readonly Shape[]): void {
  const { width, height } = context.canvas;
  context.drawImage(picture, 0, 0);
  const line = Math.max(3, Math.round(width / 400));
  context.lineWidth = line;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = INK;
  context.fillStyle = INK;
  for (const shape of shapes) {
    if (shape.tool === 'draw') {
      context.beginPath();
      shape.points.forEach((point, index) => (index === 0 ? context.moveTo(point.x, point.y) : context.lineTo(point.x, point.y)));
      context.stroke();
      continue;
    }
    const x = Math.max(0, Math.min(shape.from.x, shape.to.x));
    const y = Math.max(0, Math.min(shape.from.y, shape.to.y));
    const w = Math.min(width - x, Math.abs(shape.to.x - shape.from.x));
    const h = Math.min(height - y, Math.abs(shape.to.y - shape.from.y));
    if (shape.tool === 'rect') context.strokeRect(x, y, w, h);
    else if (shape.tool === 'blur') mosaic(context, x, y, w, h);
    else arrow(context, shape.from, shape.to, line);
  }
}

function mosaic(context: CanvasRenderingContext2D, x: number, y: number, w: number, h: number): void {
  if (w < 1 || h < 1) return;
  const cell = Math.max(4, Math.round(Math.max(w, h) / MOSAIC_CELLS));
  const small = document.createElement('canvas');
  small.width = Math.max(1, Math.ceil(w / cell));
  small.height = Math.max(1, Math.ceil(h / cell));
  small.getContext('2d')?.drawImage(context.canvas, x, y, w, h, 0, 0, small.width, small.height);
  context.save();
  context.imageSmoothingEnabled = false;
  context.drawImage(small, 0, 0, small.width, small.height, x, y, w, h);
  context.restore();
}

function arrow(context: CanvasRenderingContext2D, from: Point, to: Point, line: number): void {
  const angle = Math.atan2(to.y - from.y, to.x - from.x);
  const head = line * 5;
  context.beginPath();
  context.moveTo(from.x, from.y);
  context.lineTo(to.x - Math.cos(angle) * head * 0.6, to.y - Math.sin(angle) * head * 0.6);
  context.stroke();
  context.beginPath();
  context.moveTo(to.x, to.y);
  context.lineTo(to.x - head * Math.cos(angle - Math.PI / 7), to.y - head * Math.sin(angle - Math.PI / 7));
  context.lineTo(to.x - head * Math.cos(angle + Math.PI / 7), to.y - head * Math.sin(angle + Math.PI / 7));
  context.closePath();
  context.fill();
}
