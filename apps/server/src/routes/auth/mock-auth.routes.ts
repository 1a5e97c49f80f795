import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MockAuthResponse, MockLoginRequest } from '@commentflow/shared';
import { AppError } from '../../errors.ts';
import { isUniqueViolation } from '../../services/is-unique-violation.ts';
import { createAccount } from '../../services/identity/create-account.ts';
import { hashPassword } from '../../services/identity/passwords.ts';
import { openSession } from '../../services/identity/sessions.ts';
import { findUserByEmail } from '../../services/user-query.ts';
import { setRefreshCookie } from './refresh-cookie.ts';
import { authRateLimit, clientInfo, idTokenResponse } from './token-response.ts';

/**
 * docs/product/api.md mock auth: the account of this e-mail (created when missing) is signed in without checking
 * a password. Reached only with MOCK_AUTH=true outside production (app.ts, profile-sync.routes.ts).
 */
export async function mockSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { email, password }: { email: string; password: string | null },
): Promise<MockAuthResponse> {
  const attempt = () =>
    app.db.transaction().execute(async (trx) => {
      const user =
        (await findUserByEmail(trx, email)) ??
        (await createAccount(trx, {
          email,
          displayName: email.split('@')[0]!.slice(0, 100),
          passwordHash: password === null ? null : await hashPassword(password),
          emailVerified: false,
        }));
      if (user.disabled_at) throw new AppError('user-disabled', 'This account has been disabled');
      return { user, ...(await openSession(trx, user.id, clientInfo(request))) };
    });
  let opened: Awaited<ReturnType<typeof attempt>>;
  try {
    opened = await attempt();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    opened = await attempt();
  }
  setRefreshCookie(app, reply, opened.refreshSecret);
  const response = await idTokenResponse(app, opened.user, opened.session.id);
  return { ...response, user: { ...response.user, token: response.idToken } };
}

/** POST /auth/login { email }; its sibling POST /auth/register { email, password } shares the profile-sync route. */
export const mockAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      config: { rateLimit: authRateLimit(app), lenientAuth: true },
      schema: { body: MockLoginRequest, response: { 200: MockAuthResponse } },
    },
    async (request, reply) => mockSignIn(app, request, reply, { email: request.body.email, password: null }),
  );
};
