/** The extra allowed origins field: one per line, or separated by commas or spaces. */
export function parseOrigins(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((value) => value.trim())
    .filter(Boolean);
}
