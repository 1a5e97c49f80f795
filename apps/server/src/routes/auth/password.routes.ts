import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePasswordRequest,
  IdTokenResponse,
  MessageResponse,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
} from '@commentflow/shared';
import { AppError } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { resetPasswordMail } from '../../mail/reset-password-mail.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import { changePassword } from '../../services/identity/change-password.ts';
import { confirmPasswordReset, requestPasswordReset } from '../../services/identity/password-reset.ts';
import { requestBaseUrl } from '../../plugins/request-base-url.ts';
import { setRefreshCookie } from './refresh-cookie.ts';
import { authRateLimit, clientInfo, idTokenResponse } from './token-response.ts';

export const RESET_EMAIL_SENT = 'Check your email for instructions to reset your password';

export const passwordRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  const rateLimit = authRateLimit(app);

  const disconnect = async (sessionIds: string[]) => {
    for (const id of sessionIds) await app.realtime.disconnectSession(id);
  };

  app.post(
    '/auth/password-reset',
    { schema: { body: PasswordResetRequest, response: { 200: MessageResponse } }, config: { rateLimit, lenientAuth: true } },
    async (request) => {
      const { user, token } = await requestPasswordReset(app.db, request.body.email);
      const link = `${requestBaseUrl(app, request)}/reset-password?token=${token}`;
      try {
        await mailer.send(resetPasswordMail(user.email, user.display_name, link));
      } catch (error) {
        request.log.error({ err: error instanceof Error ? error.message : String(error) }, 'reset e-mail not sent');
        throw new AppError('internal', 'Failed to send reset email. Please try again.');
      }
      return { message: RESET_EMAIL_SENT };
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    { schema: { body: PasswordResetConfirmRequest, response: { 200: IdTokenResponse } }, config: { rateLimit, lenientAuth: true } },
    async (request, reply) => {
      const { user, session, refreshSecret, revokedSessionIds } = await confirmPasswordReset(app.db, request.body, clientInfo(request));
      await disconnect(revokedSessionIds);
      setRefreshCookie(app, reply, refreshSecret);
      return idTokenResponse(app, user, session.id);
    },
  );

  app.post('/auth/password', { schema: { body: ChangePasswordRequest }, config: { rateLimit } }, async (request, reply) => {
    const auth = requireAuth(request);
    const { revokedSessionIds } = await changePassword(app.db, auth, request.body, request.ip);
    await disconnect(revokedSessionIds);
    return reply.code(204).send();
  });
};
