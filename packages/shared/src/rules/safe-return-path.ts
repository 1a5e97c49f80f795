export const DEFAULT_RETURN_PATH = '/client/dashboard';

const SAME_ORIGIN_BASE = 'https://same-origin.invalid';

/**
 * A returnUrl is followed only when it is a path on this origin: it starts with one '/', and neither
 * '//host' nor '/\host' (browsers read both as another host). Control characters and whitespace are
 * refused too, since browsers drop tabs and newlines and '/\t/evil.com' would become '//evil.com'.
 */
export function safeReturnPath(value: unknown, fallback: string = DEFAULT_RETURN_PATH): string {
  if (typeof value !== 'string' || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\s\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, SAME_ORIGIN_BASE);
    if (url.origin !== SAME_ORIGIN_BASE) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
