// What the server accepts in meta.custom (packages/shared/src/schemas/comment.ts): up to 100-char
// keys, values that are strings of up to 1000 characters, numbers, booleans or null.
type CustomValue = string | number | boolean | null;
const MAX_KEYS = 50;

/** The page's metadata, trimmed to what the server accepts; anything else is dropped with a warning. */
export function cleanMetadata(input: unknown): Record<string, CustomValue> {
  const clean: Record<string, CustomValue> = {};
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    console.warn('CommentFlow: setMetadata() takes a plain object.');
    return clean;
  }
  const dropped: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    const fits =
      key.length > 0 &&
      key.length <= 100 &&
      Object.keys(clean).length < MAX_KEYS &&
      (value === null ||
        typeof value === 'boolean' ||
        (typeof value === 'number' && Number.isFinite(value)) ||
        (typeof value === 'string' && value.length <= 1000));
    if (fits) clean[key] = value as CustomValue;
    else dropped.push(key);
  }
  if (dropped.length > 0)
    console.warn(
      `CommentFlow: metadata left out (keys up to 100 characters, at most ${MAX_KEYS}; values: text up to 1000 characters, numbers, booleans or null): ${dropped.join(', ')}`,
    );
  return clean;
}
