import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signTrustedDevice, TRUSTED_DEVICE_DAYS, trustedDeviceUser } from '../../services/identity/trusted-device.ts';

// Marks a browser that signed in to an account with its password (sign-in-throttle.ts exempts it from
// the account-wide throttle). Read only by the sign-in routes.
const DEVICE_COOKIE = 'cf_device';
const COOKIE_PATH = '/api/auth';

export async function setDeviceCookie(app: FastifyInstance, reply: FastifyReply, userId: string): Promise<void> {
  reply.setCookie(DEVICE_COOKIE, await signTrustedDevice(app.signingKeys, app.config.issuer, userId), {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.production,
    maxAge: TRUSTED_DEVICE_DAYS * 86_400,
  });
}

/** The account this browser signed in to before, or null. */
export const deviceCookieUser = (app: FastifyInstance, request: FastifyRequest): Promise<string | null> =>
  trustedDeviceUser(app.signingKeys, app.config.issuer, request.cookies[DEVICE_COOKIE]);
