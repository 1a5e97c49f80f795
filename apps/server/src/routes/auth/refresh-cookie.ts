import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_DAYS } from '@commentflow/shared';

// The session's refresh secret, readable only by the server and only on /api/auth (docs/product/identity.md).
export const REFRESH_COOKIE = 'cf_refresh';
const COOKIE_PATH = '/api/auth';

export function setRefreshCookie(app: FastifyInstance, reply: FastifyReply, secret: string): void {
  reply.setCookie(REFRESH_COOKIE, secret, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.production,
    maxAge: SESSION_TTL_DAYS * 86_400,
  });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
}

export const refreshCookie = (request: FastifyRequest): string | null => request.cookies[REFRESH_COOKIE] || null;
