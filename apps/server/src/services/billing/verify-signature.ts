import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lemon Squeezy's `X-Signature`: the hex HMAC-SHA256 of the raw request body with the webhook secret. */
export function signBody(secret: string, raw: Buffer | string): string {
  return createHmac('sha256', secret).update(raw).digest('hex');
}

/** Compared in constant time; a signature of the wrong length or not hex is simply wrong. */
export function isValidSignature(secret: string, raw: Buffer, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signBody(secret, raw), 'hex'), Buffer.from(signature, 'hex'));
}
