import { SignJWT, jwtVerify } from 'jose';
import { TOKEN_ALGORITHM, type SigningKeys } from './signing-keys.ts';

// Its own audience and type: a device token is never mistaken for a sign-in token or the reverse.
const AUDIENCE = 'commentflow-trusted-device';
const TYPE = 'trusted-device+jwt';
export const TRUSTED_DEVICE_DAYS = 180;

/**
 * Proof that this browser signed in to the account with its password before (OWASP's "device
 * cookie"): a sign-in from it is exempt from the account-wide throttle that many failures from
 * elsewhere put on the account, so nobody can lock the owner out by failing on purpose.
 */
export async function signTrustedDevice(keys: SigningKeys, issuer: string, userId: string): Promise<string> {
  const { kid, privateKey } = keys.current();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid, typ: TYPE })
    .setIssuer(issuer)
    .setAudience(AUDIENCE)
    .setSubject(userId)
    .setIssuedAt(now)
    .setExpirationTime(now + TRUSTED_DEVICE_DAYS * 86_400)
    .sign(privateKey);
}

/** The account this browser signed in to before, or null (no token, forged, expired). */
export async function trustedDeviceUser(keys: SigningKeys, issuer: string, token: string | undefined): Promise<string | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, keys.verifierKeySet(), {
      algorithms: [TOKEN_ALGORITHM],
      issuer,
      audience: AUDIENCE,
      typ: TYPE,
      requiredClaims: ['sub', 'exp'],
    });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
