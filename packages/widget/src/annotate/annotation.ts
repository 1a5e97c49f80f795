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
    // Clipped to the picture: a shape dragged past an edge stops there (and a blur stays the size drawn).
    const w = Math.min(width, Math.max(shape.from.x, shape.to.x)) - x;
    const h = Math.min(height, Math.max(shape.from.y, shape.to.y)) - y;
    if (shape.tool === 'rect') context.strokeRect(x, y, w, h);
    else if (shape.tool === 'blur') mosaic(context, x, y, w, h);
    else arrow(context, shape.from, shape.to, line);
  }
}

/**
 * Replaces each cell of the area with its average colour. Averaged by hand: a canvas scaled down by
 * drawImage samples a few pixels per cell, which left stripes of the original text readable.
 */
function mosaic(context: CanvasRenderingContext2D, x: number, y: number, w: number, h: number): void {
  const left = Math.floor(x);
  const top = Math.floor(y);
  const width = Math.ceil(x + w) - left;
  const height = Math.ceil(y + h) - top;
  if (width < 1 || height < 1) return;
  const cell = Math.max(4, Math.round(Math.max(width, height) / MOSAIC_CELLS));
  const { data } = context.getImageData(left, top, width, height);
  context.save();
  for (let cellY = 0; cellY < height; cellY += cell) {
    for (let cellX = 0; cellX < width; cellX += cell) {
      const sum = [0, 0, 0];
      let count = 0;
      for (let py = cellY; py < Math.min(cellY + cell, height); py++) {
        for (let px = cellX; px < Math.min(cellX + cell, width); px++) {
          const index = (py * width + px) * 4;
          for (let channel = 0; channel < 3; channel++) sum[channel]! += data[index + channel]!;
          count++;
        }
      }
      context.fillStyle = `rgb(${sum.map((total) => Math.round(total / count)).join(',')})`;
      context.fillRect(left + cellX, top + cellY, Math.min(cell, width - cellX), Math.min(cell, height - cellY));
    }
  }
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
