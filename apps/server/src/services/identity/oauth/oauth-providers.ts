import { decodeJwt } from 'jose';
import type { OAuthProviderId } from '@commentflow/shared';
import { fetchJson, oauthFailed, type TokenSet } from './oauth-client.ts';
import type { OAuthClientSettings } from './oauth-settings.ts';

/** What CommentFlow takes from a provider's profile. `emailVerified` is true only when the provider says so. */
export interface OAuthProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string;
  photoUrl: string | null;
}

interface ProviderDefinition {
  scope: string;
  /** OpenID Connect: a nonce goes out and must come back in the ID token. */
  oidc: boolean;
  extraAuthorizeParams?: Record<string, string>;
  profile(settings: OAuthClientSettings, accessToken: string): Promise<OAuthProfile>;
}

type Json = Record<string, unknown>;

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const id = (value: unknown): string | null => (typeof value === 'number' ? String(value) : str(value));

const bearer = (accessToken: string) => ({ headers: { authorization: `Bearer ${accessToken}` } });

async function userinfo(settings: OAuthClientSettings, accessToken: string): Promise<Json> {
  const body = await fetchJson('profile request', settings.userinfoUrl, bearer(accessToken));
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw oauthFailed('The sign-in provider sent an unreadable profile');
  return body as Json;
}

function profileOf(subject: unknown, fields: { email: unknown; verified: unknown; name: unknown[]; photo: unknown }): OAuthProfile {
  const sub = id(subject);
  if (!sub) throw oauthFailed('The sign-in provider sent a profile without an account id');
  const email = str(fields.email)?.toLowerCase() ?? null;
  return {
    subject: sub,
    email,
    emailVerified: email !== null && fields.verified === true,
    displayName: (fields.name.map(str).find(Boolean) ?? email?.split('@')[0] ?? 'New user').slice(0, 100),
    photoUrl: str(fields.photo),
  };
}

// OIDC userinfo (Google, GitLab): sub, email, email_verified, name, picture.
const oidcProfile = async (settings: OAuthClientSettings, accessToken: string) => {
  const info = await userinfo(settings, accessToken);
  return profileOf(info.sub, { email: info.email, verified: info.email_verified, name: [info.name, info.nickname], photo: info.picture });
};

export const OAUTH_PROVIDERS: Record<OAuthProviderId, ProviderDefinition> = {
  google: { scope: 'openid email profile', oidc: true, profile: oidcProfile },
  gitlab: { scope: 'openid email profile', oidc: true, profile: oidcProfile },
  github: {
    scope: 'read:user user:email',
    oidc: false,
    // The e-mail on /user is only the public one, without a verified flag: /user/emails has both.
    profile: async (settings, accessToken) => {
      const user = await userinfo(settings, accessToken);
      const emails = await fetchJson('e-mail request', `${settings.userinfoUrl}/emails`, bearer(accessToken));
      const list = (Array.isArray(emails) ? emails : []) as Json[];
      const chosen = list.find((entry) => entry.primary === true) ?? list.find((entry) => entry.verified === true) ?? null;
      return profileOf(user.id, {
        email: chosen?.email,
        verified: chosen?.verified,
        name: [user.name, user.login],
        photo: user.avatar_url,
      });
    },
  },
  discord: {
    scope: 'identify email',
    oidc: false,
    profile: async (settings, accessToken) => {
      const user = await userinfo(settings, accessToken);
      const avatar = str(user.avatar);
      const photo = avatar && id(user.id) ? `https://cdn.discordapp.com/avatars/${id(user.id)}/${avatar}.png` : null;
      return profileOf(user.id, { email: user.email, verified: user.verified, name: [user.global_name, user.username], photo });
    },
  },
  atlassian: {
    scope: 'read:me read:account',
    oidc: false,
    extraAuthorizeParams: { audience: 'api.atlassian.com', prompt: 'consent' },
    profile: async (settings, accessToken) => {
      const user = await userinfo(settings, accessToken);
      return profileOf(user.account_id, {
        email: user.email,
        verified: user.email_verified,
        name: [user.name, user.nickname],
        photo: user.picture,
      });
    },
  },
};

/**
 * The ID token came straight from the token endpoint over TLS, so its issuer needs no signature check
 * (OIDC Core 3.1.3.7); what matters is that it answers our request (nonce, audience) about the same account.
 */
export function checkIdToken(tokens: TokenSet, expected: { nonce: string; clientId: string; subject: string }): void {
  if (!tokens.idToken) throw oauthFailed('The sign-in provider sent no ID token');
  let claims;
  try {
    claims = decodeJwt(tokens.idToken);
  } catch {
    throw oauthFailed('The sign-in provider sent an unreadable ID token');
  }
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (claims.nonce !== expected.nonce) throw oauthFailed('The ID token does not answer this sign-in (nonce)');
  if (!audiences.includes(expected.clientId)) throw oauthFailed('The ID token was issued to another application');
  if (claims.sub !== expected.subject) throw oauthFailed('The ID token and the profile name different accounts');
  // OIDC Core 2: exp is required; a token without one would be good forever.
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) throw oauthFailed('The ID token has expired');
}
