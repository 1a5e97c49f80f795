import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC of the payload in the given encoding. */
export function hmac(algorithm: 'sha256' | 'sha1', secret: string, payload: Buffer | string, encoding: 'hex' | 'base64'): string {
  return createHmac(algorithm, secret).update(payload).digest(encoding);
}

/** Compares two strings in constant time (a signature guessed byte by byte learns nothing). */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
