import { SignJWT, jwtVerify } from 'jose';
import { PREFERENCE_TYPES, type PreferenceType } from '@commentflow/shared';
import { AppError } from '../../errors.ts';
import { TOKEN_ALGORITHM, type SigningKeys } from '../identity/signing-keys.ts';

// Its own audience and type, so an unsubscribe link never passes for a sign-in or another token.
const AUDIENCE = 'commentflow-mail-unsubscribe';
const TYPE = 'mail-unsubscribe+jwt';

/** What a one-click unsubscribe link stops: one kind of a member's e-mails, or every mail to a guest. */
export type Unsubscribe = { userId: string; kind: PreferenceType } | { guestEmail: string };

/**
 * The signed token of an unsubscribe link. It does not expire: an old e-mail's link must still work
 * (RFC 8058), and all it can do is stop mail to the address it was sent to.
 */
export async function signUnsubscribe(keys: SigningKeys, issuer: string, target: Unsubscribe): Promise<string> {
  const { kid, privateKey } = keys.current();
  const claims = 'kind' in target ? { kind: target.kind } : { guest: true };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid, typ: TYPE })
    .setIssuer(issuer)
    .setAudience(AUDIENCE)
    .setSubject('kind' in target ? target.userId : target.guestEmail)
    .sign(privateKey);
}

/** The target of a token; 400 invalid-token for a forged or mangled one. */
export async function verifyUnsubscribe(keys: SigningKeys, issuer: string, token: string): Promise<Unsubscribe> {
  const refused = new AppError(
    'invalid-token',
    'This unsubscribe link is not valid: use the link of a recent e-mail, or change your notification settings',
  );
  try {
    const { payload } = await jwtVerify(token, keys.verifierKeySet(), {
      algorithms: [TOKEN_ALGORITHM],
      issuer,
      audience: AUDIENCE,
      typ: TYPE,
      requiredClaims: ['sub'],
    });
    if (payload.guest === true) return { guestEmail: payload.sub! };
    if (PREFERENCE_TYPES.includes(payload.kind as PreferenceType)) return { userId: payload.sub!, kind: payload.kind as PreferenceType };
  } catch {
    throw refused;
  }
  throw refused;
}
