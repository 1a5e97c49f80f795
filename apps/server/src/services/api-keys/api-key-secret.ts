import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@commentflow/shared';

/** How many characters of a key are kept to show it in a list (`cf_` and 8 of the secret). */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 8;

/** A new key: 32 random bytes (256 bits) after `cf_`, and what is stored of it. */
export function newApiKeySecret(): { secret: string; prefix: string; hash: string } {
  const secret = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  return { secret, prefix: secret.slice(0, SHOWN_LENGTH), hash: hashApiKey(secret) };
}

/**
 * SHA-256, not argon2: a password is guessable and needs a slow hash, but a key is 256 random bits,
 * which no amount of guessing reaches, so a fast hash loses nothing, and it lets every request find
 * its key with one indexed lookup instead of a deliberately slow hash per call.
 */
export const hashApiKey = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export const looksLikeApiKey = (token: string): boolean => token.startsWith(API_KEY_PREFIX);
