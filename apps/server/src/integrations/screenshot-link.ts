import { createHmac } from 'node:crypto';
import { TICKET_SCREENSHOT_LINK_DAYS } from '@commentflow/shared';
import { sameSecret } from './signatures.ts';

/**
 * Links to a pin's screenshot that work without a CommentFlow account, for the readers of a tracker's
 * ticket: the comment id and an expiry, signed. Anyone holding the link sees that one picture until it
 * expires.
 */
export interface ScreenshotLinks {
  path(commentId: string, now?: Date): { path: string; expiresAt: string };
  verify(commentId: string, expires: number, signature: string, now?: Date): boolean;
}

export const sharedScreenshotPath = (commentId: string) => `/api/shared-screenshots/${commentId}`;

export function createScreenshotLinks(key: Buffer): ScreenshotLinks {
  const sign = (commentId: string, expires: number) => createHmac('sha256', key).update(`${commentId}.${expires}`).digest('base64url');
  return {
    path(commentId, now = new Date()) {
      const expires = Math.floor(now.getTime() / 1000) + TICKET_SCREENSHOT_LINK_DAYS * 86_400;
      return {
        path: `${sharedScreenshotPath(commentId)}?expires=${expires}&signature=${sign(commentId, expires)}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
    verify(commentId, expires, signature, now = new Date()) {
      return expires * 1000 > now.getTime() && sameSecret(signature, sign(commentId, expires));
    },
  };
}
