import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdTokenResponse, SignInRequest, SignUpRequest, UserResponse, VerifyRequest } from '@commentflow/shared';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { presentUser } from '../../presenters/user.ts';
import { authenticateToken } from '../../services/identity/session-guard.ts';
import { findOpenSession, revokeSession, touchSession } from '../../services/identity/sessions.ts';
import { signIn } from '../../services/identity/sign-in.ts';
import { signUp } from '../../services/identity/sign-up.ts';
import { readUser } from '../../services/user-query.ts';
import { deviceCookieUser, setDeviceCookie } from './device-cookie.ts';
import { clearRefreshCookie, refreshCookie, setRefreshCookie } from './refresh-cookie.ts';
import { authRateLimit, clientInfo, idTokenResponse } from './token-response.ts';
import { widgetTokenMisused } from '../../services/identity/id-tokens.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = authRateLimit(app);
  const tokenResponse = (user: UserRow, sessionId: string) => idTokenResponse(app, user, sessionId);

  app.post(
    '/auth/signup',
    { schema: { body: SignUpRequest, response: { 201: IdTokenResponse } }, config: { rateLimit, lenientAuth: true } },
    async (request, reply) => {
      const { user, session, refreshSecret } = await signUp(app.db, request.body, clientInfo(request));
      setRefreshCookie(app, reply, refreshSecret);
      await setDeviceCookie(app, reply, user.id);
      return reply.code(201).send(await tokenResponse(user, session.id));
    },
  );

  app.post(
    '/auth/signin',
    { schema: { body: SignInRequest, response: { 200: IdTokenResponse } }, config: { rateLimit, lenientAuth: true } },
    async (request, reply) => {
      const { user, session, refreshSecret } = await signIn(
        app.db,
        request.body,
        { ...clientInfo(request), ip: request.ip },
        await deviceCookieUser(app, request),
      );
      setRefreshCookie(app, reply, refreshSecret);
      await setDeviceCookie(app, reply, user.id);
      return tokenResponse(user, session.id);
    },
  );

  // Renewal needs the session's refresh cookie (httpOnly, our origin only). A bearer alone never
  // renews: a token that leaked (or that the widget sign-in handed to a customer's page) would
  // otherwise be renewed for the session's whole life.
  app.post(
    '/auth/refresh',
    { schema: { response: { 200: IdTokenResponse } }, config: { rateLimit: authRateLimit(app, 5), lenientAuth: true } },
    async (request, reply) => {
      const secret = refreshCookie(request);
      if (!secret) throw new AppError('unauthorized', 'Not signed in');
      const session = await findOpenSession(app.db, { refreshSecret: secret });
      if (!session) {
        clearRefreshCookie(reply);
        throw new AppError('invalid-token', 'This session has ended. Sign in again.');
      }
      await touchSession(app.db, session.sessionId);
      return tokenResponse(await readUser(app.db, session.userId), session.sessionId);
    },
  );

  app.post(
    '/auth/verify',
    { schema: { body: VerifyRequest, response: { 200: UserResponse } }, config: { lenientAuth: true } },
    async (request) => {
      const verified = await authenticateToken(app.db, app.signingKeys, app.config.issuer, request.body.idToken);
      if (verified.widgetKey !== null) throw widgetTokenMisused();
      return { user: presentUser(await readUser(app.db, verified.userId)) };
    },
  );

  app.post('/auth/logout', { config: { lenientAuth: true } }, async (request, reply) => {
    const secret = refreshCookie(request);
    const sessionId =
      request.auth?.sessionId ?? (secret ? (await findOpenSession(app.db, { refreshSecret: secret }))?.sessionId : undefined);
    if (sessionId) {
      await revokeSession(app.db, sessionId);
      await app.realtime.disconnectSession(sessionId);
    }
    clearRefreshCookie(reply);
    return reply.code(204).send();
  });

  app.get('/auth/me', { schema: { response: { 200: UserResponse } } }, async (request) => {
    const { userId } = requireAuth(request);
    return { user: presentUser(await readUser(app.db, userId)) };
  });

  app.get('/auth/jwks.json', async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(app.signingKeys.jwks()));
};
