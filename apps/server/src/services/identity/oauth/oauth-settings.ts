import { z } from 'zod';
import { OAUTH_PROVIDER_IDS, type OAuthProviderId } from '@commentflow/shared';

/** One provider's client registration and endpoints. */
export interface OAuthClientSettings {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

export type OAuthSettings = Record<OAuthProviderId, OAuthClientSettings | null>;

type Endpoints = Pick<OAuthClientSettings, 'authorizeUrl' | 'tokenUrl' | 'userinfoUrl'>;

// The real providers' endpoints; each can be overridden (self-hosted GitLab, a local test server).
const defaultEndpoints = (gitlabBaseUrl: string): Record<OAuthProviderId, Endpoints> => ({
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
  },
  github: {
    authorizeUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userinfoUrl: 'https://api.github.com/user',
  },
  discord: {
    authorizeUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userinfoUrl: 'https://discord.com/api/users/@me',
  },
  gitlab: {
    authorizeUrl: `${gitlabBaseUrl}/oauth/authorize`,
    tokenUrl: `${gitlabBaseUrl}/oauth/token`,
    userinfoUrl: `${gitlabBaseUrl}/oauth/userinfo`,
  },
  atlassian: {
    authorizeUrl: 'https://auth.atlassian.com/authorize',
    tokenUrl: 'https://auth.atlassian.com/oauth/token',
    userinfoUrl: 'https://api.atlassian.com/me',
  },
});

const Url = z.url({ protocol: /^https?$/ });

/** OAUTH_<P>_CLIENT_ID and _CLIENT_SECRET (both, or the provider is unconfigured), optional endpoint URLs. */
export function oauthSettingsFromEnv(env: Record<string, string | undefined>): { settings: OAuthSettings; problems: string[] } {
  const problems: string[] = [];
  const url = (name: string): string | undefined => {
    const value = env[name];
    if (value === undefined) return undefined;
    if (!Url.safeParse(value).success) problems.push(`  ${name}: must be an http(s) URL`);
    return value.replace(/\/+$/, '');
  };
  const defaults = defaultEndpoints(url('OAUTH_GITLAB_BASE_URL') ?? 'https://gitlab.com');
  const entries = OAUTH_PROVIDER_IDS.map((id) => {
    const prefix = `OAUTH_${id.toUpperCase()}_`;
    const clientId = env[`${prefix}CLIENT_ID`];
    const clientSecret = env[`${prefix}CLIENT_SECRET`];
    const endpoints: Endpoints = {
      authorizeUrl: url(`${prefix}AUTHORIZE_URL`) ?? defaults[id].authorizeUrl,
      tokenUrl: url(`${prefix}TOKEN_URL`) ?? defaults[id].tokenUrl,
      userinfoUrl: url(`${prefix}USERINFO_URL`) ?? defaults[id].userinfoUrl,
    };
    return [id, clientId && clientSecret ? { clientId, clientSecret, ...endpoints } : null] as const;
  });
  return { settings: Object.fromEntries(entries) as OAuthSettings, problems };
}
