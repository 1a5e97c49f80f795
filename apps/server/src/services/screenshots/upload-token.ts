import { SignJWT, jwtVerify } from 'jose';
import { SCREENSHOT_UPLOAD_WINDOW_SECONDS } from '@commentflow/shared';
import { AppError } from '../../errors.ts';
import { TOKEN_ALGORITHM, type SigningKeys } from '../identity/signing-keys.ts';

// Its own audience and type, so an upload token is never mistaken for a sign-in token or the reverse.
const AUDIENCE = 'commentflow-screenshot-upload';
const TYPE = 'screenshot-upload+jwt';

/** Who may attach a screenshot: the caller that created the comment (and, for members, their session). */
export interface UploadGrant {
  commentId: string;
  sessionId: string | null;
}

/**
 * A short-lived token handed only to the caller that created a pin (the create answer, or its replay
 * by the same author), so the guest or member who wrote it, and no one else who sees the comment, can
 * attach its screenshot.
 */
export async function signUploadToken(keys: SigningKeys, issuer: string, grant: UploadGrant): Promise<string> {
  const { kid, privateKey } = keys.current();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(grant.sessionId ? { sid: grant.sessionId } : {})
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid, typ: TYPE })
    .setIssuer(issuer)
    .setAudience(AUDIENCE)
    .setSubject(grant.commentId)
    .setIssuedAt(now)
    .setExpirationTime(now + SCREENSHOT_UPLOAD_WINDOW_SECONDS)
    .sign(privateKey);
}

/** Refuses (403) a token that is forged, expired, for another comment, or from another session. */
export async function verifyUploadToken(keys: SigningKeys, issuer: string, token: string, expected: UploadGrant): Promise<void> {
  const refused = new AppError('forbidden', 'This screenshot can no longer be attached: only the author may attach one, right after writing the comment');
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keys.verifierKeySet(), {
      algorithms: [TOKEN_ALGORITHM],
      issuer,
      audience: AUDIENCE,
      typ: TYPE,
      requiredClaims: ['sub', 'exp'],
    }));
  } catch {
    throw refused;
  }
  if (payload.sub !== expected.commentId || (payload.sid ?? null) !== expected.sessionId) throw refused;
}
