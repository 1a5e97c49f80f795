import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MockAuthResponse,
  MockRegisterRequest,
  OAUTH_PROVIDER_NAMES,
  RegisterRequest,
  SocialSyncRequest,
  UserResponse,
} from '@commentflow/shared';
import { forbidden } from '../../errors.ts';
import { template } from '../../i18n/message-template.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { presentUser } from '../../presenters/user.ts';
import { hasIdentity, syncProfile } from '../../services/identity/sync-profile.ts';
import { mockSignIn } from './mock-auth.routes.ts';

/** The provider routes of docs/product/api.md that sync a profile after a social sign-in. */
const SOCIAL_SYNC_PROVIDERS = ['google', 'github'] as const;

/**
 * docs/product/api.md profile sync: after an e-mail sign-up (POST /auth/register) or a social sign-in
 * (POST /auth/google, /auth/github) the client sends the profile it holds; the signed-in account
 * takes its name (and photo) (services/identity/sync-profile.ts).
 */
export const profileSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  // With mock auth on, the spec's mock register { email, password } shares this path; its fields tell them apart.
  const registerBody = app.config.mockAuth ? z.union([RegisterRequest, MockRegisterRequest]) : RegisterRequest;
  app.post(
    '/auth/register',
    {
      schema: { body: registerBody, response: { 200: app.config.mockAuth ? z.union([MockAuthResponse, UserResponse]) : UserResponse } },
      config: { lenientAuth: app.config.mockAuth },
    },
    async (request, reply) => {
      const body = request.body;
      if ('password' in body) return mockSignIn(app, request, reply, body);
      return { user: presentUser(await syncProfile(app.db, requireAuth(request).userId, body)) };
    },
  );

  for (const provider of SOCIAL_SYNC_PROVIDERS) {
    app.post(`/auth/${provider}`, { schema: { body: SocialSyncRequest, response: { 200: UserResponse } } }, async (request) => {
      const { userId } = requireAuth(request);
      if (!(await hasIdentity(app.db, userId, provider)))
        throw forbidden(template('This account has not signed in with {provider}', { provider: OAUTH_PROVIDER_NAMES[provider] }));
      return { user: presentUser(await syncProfile(app.db, userId, request.body)) };
    });
  }
};
