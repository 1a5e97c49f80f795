import { startOAuthMockServer, type OAuthMockServer, type ProfileShape } from '../../apps/server/src/test/oauth-mock-server.ts';

/** The server's settings for OAuth provider `provider` (GOOGLE, GITHUB...) pointed at the mock provider in its `shape`. */
export function oauthProviderEnv(oauth: OAuthMockServer, provider: string, shape: ProfileShape): Record<string, string> {
  const settings = oauth.settings(shape);
  return {
    [`OAUTH_${provider}_CLIENT_ID`]: settings.clientId,
    [`OAUTH_${provider}_CLIENT_SECRET`]: settings.clientSecret,
    [`OAUTH_${provider}_AUTHORIZE_URL`]: settings.authorizeUrl,
    [`OAUTH_${provider}_TOKEN_URL`]: settings.tokenUrl,
    [`OAUTH_${provider}_USERINFO_URL`]: settings.userinfoUrl,
  };
}

/** A worker fixture: the local OAuth provider speaking the real protocol, one per test worker. */
export const oauthMockFixture: [(args: object, use: (oauth: OAuthMockServer) => Promise<void>) => Promise<void>, { scope: 'worker' }] = [
  async ({}, use) => {
    const oauth = await startOAuthMockServer();
    await use(oauth);
    await oauth.close();
  },
  { scope: 'worker' },
];
