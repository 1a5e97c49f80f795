import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OAUTH_ERROR_CODES,
  OAUTH_PROVIDER_IDS,
  OAUTH_PROVIDER_NAMES,
  OAuthProviderId,
  ProvidersResponse,
  safeReturnPath,
  type OAuthErrorCode,
} from '@commentflow/shared';
import { AppError } from '../../errors.ts';
import { authorizeUrl, exchangeCode } from '../../services/identity/oauth/oauth-client.ts';
import { checkIdToken, OAUTH_PROVIDERS } from '../../services/identity/oauth/oauth-providers.ts';
import { oauthSignIn } from '../../services/identity/oauth/oauth-sign-in.ts';
import { OAUTH_STATE_TTL_SECONDS, startOAuthState, takeOAuthState } from '../../services/identity/oauth/oauth-states.ts';
import { hashSecret } from '../../services/identity/sessions.ts';
import { requestBaseUrl } from '../../plugins/request-base-url.ts';
import { setRefreshCookie } from './refresh-cookie.ts';
import { authRateLimit, clientInfo } from './token-response.ts';

// Binds a sign-in to the browser that started it, so a callback URL handed to someone else fails.
const STATE_COOKIE = 'cf_oauth_state';
const COOKIE_PATH = '/api/auth';

const ProviderParams = z.strictObject({ provider: OAuthProviderId });
// A broken returnUrl is not an error: it is replaced by the dashboard (safeReturnPath).
const LoginQuery = z.object({ returnUrl: z.string().max(4096).optional().catch(undefined) });
// Providers add their own parameters to the callback (scope, authuser, iss...): unknown keys are ignored, not refused.
const CallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(512).optional(),
});

const sameSecret = (a: string, b: string) => timingSafeEqual(Buffer.from(hashSecret(a)), Buffer.from(hashSecret(b)));

const errorPage = (code: OAuthErrorCode, provider: OAuthProviderId | null) =>
  `/auth/error?${new URLSearchParams({ error: code, ...(provider ? { provider } : {}) })}`;

export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/auth/providers', { schema: { response: { 200: ProvidersResponse } } }, async () => ({
    providers: OAUTH_PROVIDER_IDS.map((id) => ({ id, name: OAUTH_PROVIDER_NAMES[id], configured: app.config.oauth[id] !== null })),
  }));

  // The browser is sent here and away (not XHR): every failure becomes a redirect to the /auth/error page.
  const redirectRoutes: FastifyPluginAsyncZod = async (redirects) => {
    redirects.setErrorHandler((error, request, reply) => {
      const provider = OAuthProviderId.safeParse((request.params as { provider?: unknown } | undefined)?.provider);
      let code: OAuthErrorCode = 'oauth-failed';
      if ((error as { statusCode?: number }).statusCode === 429) code = 'rate-limited';
      else if (error instanceof AppError && (OAUTH_ERROR_CODES as readonly string[]).includes(error.code))
        code = error.code as OAuthErrorCode;
      // Messages name the failing step and the provider's error code, never a token or a code.
      request.log.warn({ code, reason: error instanceof Error ? error.message : String(error) }, 'oauth sign-in failed');
      return reply.clearCookie(STATE_COOKIE, { path: COOKIE_PATH }).redirect(errorPage(code, provider.success ? provider.data : null));
    });

    const settingsOf = (provider: OAuthProviderId) => {
      const settings = app.config.oauth[provider];
      if (!settings)
        throw new AppError('provider-not-configured', `${OAUTH_PROVIDER_NAMES[provider]} sign-in is not configured on this server`);
      return settings;
    };

    redirects.get(
      '/auth/:provider/login',
      { schema: { params: ProviderParams, querystring: LoginQuery }, config: { rateLimit: authRateLimit(app) } },
      async (request, reply) => {
        const { provider } = request.params;
        const settings = settingsOf(provider);
        const definition = OAUTH_PROVIDERS[provider];
        const redirectUri = `${requestBaseUrl(app, request)}/api/auth/${provider}/callback`;
        const pending = await startOAuthState(app.db, { provider, redirectUri, returnPath: safeReturnPath(request.query.returnUrl) });
        reply.setCookie(STATE_COOKIE, pending.state, {
          path: COOKIE_PATH,
          httpOnly: true,
          // Lax: the provider's redirect back is a top-level GET, which carries it.
          sameSite: 'lax',
          secure: app.config.production,
          maxAge: OAUTH_STATE_TTL_SECONDS,
        });
        return reply.redirect(
          authorizeUrl(settings, {
            redirectUri,
            scope: definition.scope,
            state: pending.state,
            codeVerifier: pending.codeVerifier,
            nonce: definition.oidc ? pending.nonce : null,
            extraParams: definition.extraAuthorizeParams,
          }),
        );
      },
    );

    redirects.get(
      '/auth/:provider/callback',
      { schema: { params: ProviderParams, querystring: CallbackQuery }, config: { rateLimit: authRateLimit(app), lenientAuth: true } },
      async (request, reply) => {
        const { provider } = request.params;
        const settings = settingsOf(provider);
        const { code, state, error } = request.query;
        const cookieState = request.cookies[STATE_COOKIE];
        reply.clearCookie(STATE_COOKIE, { path: COOKIE_PATH });
        const mismatch = () => new AppError('oauth-state-mismatch', 'This sign-in was not started in this browser, or it took too long');
        if (!state || !cookieState || !sameSecret(state, cookieState)) throw mismatch();
        const pending = await takeOAuthState(app.db, provider, state);
        if (!pending) throw mismatch();
        if (error || !code) throw new AppError('oauth-failed', `The provider did not sign the user in (${error ?? 'no code'})`);

        const tokens = await exchangeCode(settings, { code, redirectUri: pending.redirect_uri, codeVerifier: pending.code_verifier });
        const definition = OAUTH_PROVIDERS[provider];
        const profile = await definition.profile(settings, tokens.accessToken);
        if (definition.oidc) checkIdToken(tokens, { nonce: pending.nonce, clientId: settings.clientId, subject: profile.subject });

        const { refreshSecret } = await oauthSignIn(app.db, provider, profile, clientInfo(request));
        setRefreshCookie(app, reply, refreshSecret);
        return reply.redirect(`/auth/sso/${provider}?${new URLSearchParams({ returnUrl: pending.return_path })}`);
      },
    );
  };
  await app.register(redirectRoutes);
};
