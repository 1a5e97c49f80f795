import { randomBytes } from 'node:crypto';
import { hashSecret } from '../identity/sessions.ts';

const DAY_MS = 86_400_000;

/** A fresh invitation secret: the link carries it, the database only its hash. */
export function newInviteToken(days: number, now = Date.now()): { token: string; tokenHash: string; expiresAt: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSecret(token), expiresAt: new Date(now + days * DAY_MS).toISOString() };
}

export const inviteLink = (baseUrl: string, token: string) => `${baseUrl}/invite/${token}`;
