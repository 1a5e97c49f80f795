import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { IdTokenResponse, MockLoginRequest, MockRegisterRequest } from '@commentflow/shared';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { isUniqueViolation } from '../../services/is-unique-violation.ts';
import { createAccount } from '../../services/identity/create-account.ts';
import { hashPassword } from '../../services/identity/passwords.ts';
import { openSession, type ClientInfo } from '../../services/identity/sessions.ts';
import { setRefreshCookie } from './refresh-cookie.ts';
import { authRateLimit, clientInfo, idTokenResponse } from './token-response.ts';

/** Spec §7 mock auth: the account of this e-mail (created when missing) is signed in without a password. */
async function mockSignIn(db: Kysely<Database>, email: string, password: string | null, client: ClientInfo) {
  const attempt = () =>
    db.transaction().execute(async (trx) => {
      const user =
        (await trx.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst()) ??
        (await createAccount(trx, {
          email,
          displayName: email.split('@')[0]!.slice(0, 100),
          passwordHash: password === null ? null : await hashPassword(password),
          emailVerified: false,
        }));
      if (user.disabled_at) throw new AppError('user-disabled', 'This account has been disabled');
      return { user, ...(await openSession(trx, user.id, client)) };
    });
  try {
    return await attempt();
  } catch (error) {
    if (isUniqueViolation(error)) return attempt();
    throw error;
  }
}

/**
 * Registered only with MOCK_AUTH=true outside production (app.ts). The spec's /api/auth/login and
 * /api/auth/register are taken by the real identity provider, so mock auth lives under /api/auth/mock.
 */
export const mockAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = { config: { rateLimit: authRateLimit(app), lenientAuth: true } };

  app.post('/auth/mock/login', { ...options, schema: { body: MockLoginRequest, response: { 200: IdTokenResponse } } }, async (request, reply) => {
    const { user, session, refreshSecret } = await mockSignIn(app.db, request.body.email, null, clientInfo(request));
    setRefreshCookie(app, reply, refreshSecret);
    return idTokenResponse(app, user, session.id);
  });

  app.post('/auth/mock/register', { ...options, schema: { body: MockRegisterRequest, response: { 200: IdTokenResponse } } }, async (request, reply) => {
    const { user, session, refreshSecret } = await mockSignIn(app.db, request.body.email, request.body.password, clientInfo(request));
    setRefreshCookie(app, reply, refreshSecret);
    return idTokenResponse(app, user, session.id);
  });
};
