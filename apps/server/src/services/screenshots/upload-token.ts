import { createHmac, timingSafeEqual } from 'node:crypto';
import { SCREENSHOT_UPLOAD_WINDOW_SECONDS } from '@commentflow/shared';
import { AppError } from '../../errors.ts';
import type { SigningKeys } from '../identity/signing-keys.ts';

// The secret's purpose (signing-keys.ts derives one per purpose), so this MAC is never valid as anything else.
const PURPOSE = 'screenshot-upload-token v1';
const VERSION = 'u1';

/** Who may attach a screenshot: the caller that created the comment (and, for members, their session). */
export interface UploadGrant {
  commentId: string;
  sessionId: string | null;
}

// Everything the token grants is under the MAC: the issuer, the comment, the session and the expiry.
const signedText = (issuer: string, grant: UploadGrant, expires: number) =>
  JSON.stringify([VERSION, issuer, grant.commentId, grant.sessionId, expires]);
const mac = (secret: Buffer, text: string) => createHmac('sha256', secret).update(text).digest();

/**
 * A short-lived token handed only to the caller that created a pin (the create answer, or its replay
 * by the same author), so the guest or member who wrote it, and no one else who sees the comment, can
 * attach its screenshot. Only this server reads it back, so it is an HMAC-SHA256 (`u1.<kid>.<exp>.<mac>`)
 * under a secret derived from the current signing key: a few microseconds per comment, where the ES256
 * JWT it replaces cost every create a signature.
 */
export function signUploadToken(keys: SigningKeys, issuer: string, grant: UploadGrant, now = Date.now()): string {
  const { kid } = keys.current();
  const expires = Math.floor(now / 1000) + SCREENSHOT_UPLOAD_WINDOW_SECONDS;
  return `${VERSION}.${kid}.${expires}.${mac(keys.macSecret(kid, PURPOSE)!, signedText(issuer, grant, expires)).toString('base64url')}`;
}

/** Refuses (403) a token that is forged, expired, for another comment, or from another session. */
export async function verifyUploadToken(keys: SigningKeys, issuer: string, token: string, expected: UploadGrant): Promise<void> {
  const refused = new AppError(
    'forbidden',
    'This screenshot can no longer be attached: only the author may attach one, right after writing the comment',
  );
  const [version, kid, expiresText, given, ...rest] = token.split('.');
  if (version !== VERSION || !kid || !expiresText || !given || rest.length > 0 || !/^\d{1,12}$/.test(expiresText)) throw refused;
  const expires = Number(expiresText);
  if (expires <= Date.now() / 1000) throw refused;
  // A key added by another instance since this one last read the table.
  if (!keys.macSecret(kid, PURPOSE)) await keys.reload();
  const secret = keys.macSecret(kid, PURPOSE);
  if (!secret) throw refused;
  const wanted = mac(secret, signedText(issuer, expected, expires));
  const received = Buffer.from(given, 'base64url');
  if (received.length !== wanted.length || !timingSafeEqual(received, wanted)) throw refused;
}
