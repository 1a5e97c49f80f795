import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MockAuthResponse, MockRegisterRequest, OAUTH_PROVIDER_NAMES, RegisterRequest, SocialSyncRequest, UserResponse } from '@commentflow/shared';
import { forbidden } from '../../errors.ts';
import { template } from '../../i18n/message-template.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { presentUser } from '../../presenters/user.ts';
import { mockSignIn } from './mock-auth.routes.ts';

/** The provider routes of spec §7 that sync a profile after a social sign-in. */
const SOCIAL_SYNC_PROVIDERS = ['google', 'github'] as const;

/**
 * Spec §7 profile sync: after an e-mail sign-up (POST /auth/register) or a social sign-in
 * (POST /auth/google, /auth/github) the client sends the profile it holds; the signed-in account
 * takes its name (and photo). The e-mail must be the account's own: nobody renames someone else.
 */
export const profileSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  const syncProfile = async (userId: string, profile: { email: string; displayName: string; photoURL?: string | null }) => {
    const user = await app.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    if (user.email !== profile.email) throw forbidden('The e-mail does not match the signed-in account');
    const changes = {
      display_name: profile.displayName,
      ...(profile.photoURL === undefined ? {} : { photo_url: profile.photoURL }),
      updated_at: new Date().toISOString(),
    };
    await app.db.updateTable('users').set(changes).where('id', '=', userId).execute();
    return { user: presentUser({ ...user, ...changes }) };
  };

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
      return syncProfile(requireAuth(request).userId, body);
    },
  );

  for (const provider of SOCIAL_SYNC_PROVIDERS) {
    app.post(`/auth/${provider}`, { schema: { body: SocialSyncRequest, response: { 200: UserResponse } } }, async (request) => {
      const { userId } = requireAuth(request);
      const identity = await app.db
        .selectFrom('identities')
        .select('id')
        .where('user_id', '=', userId)
        .where('provider', '=', provider)
        .executeTakeFirst();
      if (!identity) throw forbidden(template('This account has not signed in with {provider}', { provider: OAUTH_PROVIDER_NAMES[provider] }));
      return syncProfile(userId, request.body);
    });
  }
};
