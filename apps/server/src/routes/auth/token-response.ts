import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ID_TOKEN_TTL_SECONDS, type IdTokenResponse } from '@commentflow/shared';
import type { UserRow } from '../../db/schema.ts';
import { presentUser } from '../../presenters/user.ts';
import { signIdToken } from '../../services/identity/id-tokens.ts';
import type { ClientInfo } from '../../services/identity/sessions.ts';

/** What every sign-in answers: an ID token of the session and the user. */
export async function idTokenResponse(app: FastifyInstance, user: UserRow, sessionId: string): Promise<IdTokenResponse> {
  return {
    idToken: await signIdToken(app.signingKeys, app.config.issuer, {
      userId: user.id,
      sessionId,
      email: user.email,
      displayName: user.display_name,
    }),
    expiresIn: ID_TOKEN_TTL_SECONDS,
    user: presentUser(user),
  };
}

export const clientInfo = (request: FastifyRequest): ClientInfo => ({ userAgent: request.headers['user-agent'] ?? null, ip: request.ip });

/** Per-IP limit of the sign-in family of routes (RATE_LIMIT_AUTH_PER_MINUTE). */
export const authRateLimit = (app: FastifyInstance, factor = 1) => ({
  max: app.config.rateLimitAuthPerMinute * factor,
  timeWindow: '1 minute',
});
