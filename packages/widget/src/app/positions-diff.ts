/** A pin's resolved place as others get it: fractions of the document, so any screen size agrees. */
export interface PinPosition {
  commentId: string;
  x: number;
  y: number;
  detached: boolean;
}

// Less than this (a fraction of the document) is rounding, not a move worth telling anyone about.
const MOVE_TOLERANCE = 0.002;

/** The positions that changed since the last ones sent (new pins included), to send as one update. */
export function changedPositions(sent: ReadonlyMap<string, PinPosition>, now: readonly PinPosition[]): PinPosition[] {
  return now.filter((position) => {
    const before = sent.get(position.commentId);
    if (!before) return true;
    if (before.detached !== position.detached) return true;
    return !position.detached && (Math.abs(before.x - position.x) > MOVE_TOLERANCE || Math.abs(before.y - position.y) > MOVE_TOLERANCE);
  });
}

/** A document point as fractions of the document's size, kept in 0..1 (the relay refuses anything else). */
export function documentFraction(x: number, y: number, width: number, height: number): { x: number; y: number } {
  const fraction = (value: number, size: number) => (size > 0 ? Math.round(Math.min(1, Math.max(0, value / size)) * 10_000) / 10_000 : 0);
  return { x: fraction(x, width), y: fraction(y, height) };
}
