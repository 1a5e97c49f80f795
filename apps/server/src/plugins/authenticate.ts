import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { Caller } from '../policies/api-key-principal.ts';
import { looksLikeApiKey } from '../services/api-keys/api-key-secret.ts';
import { authenticateToken } from '../services/identity/session-guard.ts';
import { widgetTokenMisused } from '../services/identity/id-tokens.ts';
import { registerApiKeyAuthentication } from './api-key-authentication.ts';

/**
 * The authenticated caller: `userId` is the signed-in person, or under an API key the key's creator,
 * who authors what the key writes; `apiKey` is then set, and the key is the principal (policies/api-key-principal.ts).
 */
export interface AuthContext extends Caller {
  /** The session; under an API key, `api-key:<id>`. */
  sessionId: string;
}

const BEARER = /^Bearer\s+(\S+)$/i;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = BEARER.exec(header);
  if (!match) throw new AppError('invalid-token', 'The Authorization header must be "Bearer <token>"');
  return match[1]!;
}

/**
 * Every /api request: no token means a guest (request.auth = null); a token that fails any check is
 * refused with invalid-token or token-expired, so the client knows to sign in again (docs/product/errors.md).
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  const authenticateApiKey = registerApiKeyAuthentication(app);
  // preValidation, not onRequest: route-level onRequest hooks (the widget's CORS headers) run
  // first, so a refused widget call still carries the headers its page needs to read the error.
  app.addHook('preValidation', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    try {
      const token = bearerToken(request);
      if (token && looksLikeApiKey(token)) request.auth = await authenticateApiKey(request, reply, token);
      else if (token) {
        const verified = await authenticateToken(app.db, app.signingKeys, app.config.issuer, token);
        if (verified.widgetKey !== null && !isWidgetRouteOf(request, verified.widgetKey)) {
          throw widgetTokenMisused();
        }
        request.auth = { userId: verified.userId, sessionId: verified.sessionId, apiKey: null };
      }
    } catch (error) {
      // Sign-in, refresh and sign-out must work with a stale token in the header.
      if (!request.routeOptions.config.lenientAuth) throw error;
    }
  });
}

/**
 * Where a widget token (handed to a customer's page by the widget sign-in) is accepted: the widget
 * API of its own project, by the route Fastify matched (never the raw URL) and its `:key`.
 */
function isWidgetRouteOf(request: FastifyRequest, widgetKey: string): boolean {
  const route = request.routeOptions.url ?? '';
  return route.startsWith('/api/widget/:key/') && (request.params as { key?: unknown } | undefined)?.key === widgetKey;
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('unauthorized', 'Sign in to continue');
  return request.auth;
}
