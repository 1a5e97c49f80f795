export const DEFAULT_RETURN_PATH = '/client/dashboard';

const SAME_ORIGIN_BASE = 'https://same-origin.invalid';

/**
 * A returnUrl is followed only when it is a path on this origin: it starts with one '/', and neither
 * '//host' nor '/\host' (browsers read both as another host). Control characters and whitespace are
 * refused too, since browsers drop tabs and newlines and '/\t/evil.com' would become '//evil.com'.
 * The check holds for the normalised path too, which is what is returned and stored.
 */
export function safeReturnPath(value: unknown, fallback: string = DEFAULT_RETURN_PATH): string {
  if (typeof value !== 'string' || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\s\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, SAME_ORIGIN_BASE);
    if (url.origin !== SAME_ORIGIN_BASE) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments ('/.//evil', '/a/..//evil', '/%2e//evil') fold away in the parser and can leave
    // '//evil': a path that a browser, reading it again, takes for another host. Only a path that
    // reads the same once more is kept.
    if (path.startsWith('//') || path.startsWith('/\\') || new URL(path, SAME_ORIGIN_BASE).origin !== SAME_ORIGIN_BASE) return fallback;
    return path;
  } catch {
    return fallback;
  }
}
