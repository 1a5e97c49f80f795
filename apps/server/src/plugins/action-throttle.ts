import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { template, type MessageTemplate } from '../i18n/message-template.ts';

const HOUR_MS = 3_600_000;

/**
 * Limits on actions that reach other people (e-mails) or the public (roadmap posts), counted per
 * user and per target address in @fastify/rate-limit's store: in Redis across instances when
 * REDIS_URL is set, else in this instance's memory.
 */
export const ACTION_LIMITS = {
  /** Invitations and resends one person sends, all workspaces together. */
  invitesBySender: { max: 30, timeWindowMs: HOUR_MS },
  /** Invitation e-mails (first ones and resends) to one address, whoever sends them. */
  invitesToAddress: { max: 3, timeWindowMs: 24 * HOUR_MS },
  roadmapRequestsByUser: { max: 5, timeWindowMs: HOUR_MS },
  roadmapCommentsByUser: { max: 30, timeWindowMs: HOUR_MS },
} as const;

type ActionName = keyof typeof ACTION_LIMITS;

// Worded per action, as literal templates the French catalogue can word.
const REFUSALS: Record<ActionName, (seconds: number) => MessageTemplate> = {
  invitesBySender: (seconds) => template('You sent many invitations in a short time. Wait {seconds} seconds and try again.', { seconds }),
  invitesToAddress: (seconds) =>
    template('This address was sent several invitations already. Wait {seconds} seconds before sending another.', { seconds }),
  roadmapRequestsByUser: (seconds) =>
    template('You posted several requests in a short time. Wait {seconds} seconds and try again.', { seconds }),
  roadmapCommentsByUser: (seconds) =>
    template('You posted many comments in a short time. Wait {seconds} seconds and try again.', { seconds }),
};

export type ActionThrottle = (request: FastifyRequest, action: ActionName, subject: string) => Promise<void>;

/** Counts one action against `subject` (a user id, an e-mail address); 429 rate-limited past its limit. */
export function actionThrottle(app: FastifyInstance): ActionThrottle {
  // The rate-limit plugin asks the request for its key: the subject is handed over beside it.
  const subjects = new WeakMap<FastifyRequest, string>();
  const limiters = Object.fromEntries(
    (Object.keys(ACTION_LIMITS) as ActionName[]).map((action) => [
      action,
      app.createRateLimit({
        max: ACTION_LIMITS[action].max,
        timeWindow: ACTION_LIMITS[action].timeWindowMs,
        keyGenerator: (request) => `action:${action}:${subjects.get(request) ?? ''}`,
      }),
    ]),
  ) as Record<ActionName, ReturnType<FastifyInstance['createRateLimit']>>;

  return async (request, action, subject) => {
    subjects.set(request, subject.toLowerCase());
    const result = await limiters[action](request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError('rate-limited', REFUSALS[action](result.ttlInSeconds), { retryAfterSeconds: result.ttlInSeconds });
    }
  };
}
