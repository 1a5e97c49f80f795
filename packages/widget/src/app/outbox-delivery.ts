import type { Comment } from '@commentflow/shared/schemas/comment';
import { ApiError } from '../lib/api-request.ts';
import type { WidgetApi } from '../lib/widget-api.ts';
import { screenshotEntry, type OutboxEntry, type ScreenshotEntry } from '../offline/outbox-entry.ts';
import type { FirstAttempt, Sent } from '../offline/outbox.ts';
import { describeFailure } from './describe-failure.ts';
import type { ComposerDraft } from './composer.ts';
import { loadGuest, saveGuest } from './guest-identity.ts';

/**
 * Sends one outbox entry with the current credentials. A new pin's screenshot (kept with the entry,
 * across reloads too) becomes an entry of its own once the pin is stored, so a failed upload is retried
 * like a comment. Only the call that created the pin, or its replay while the pin has no screenshot
 * (the first answer was lost), gets an upload token, and the server keeps one screenshot per pin.
 */
export async function deliver(api: WidgetApi, entry: OutboxEntry): Promise<Sent> {
  if (entry.kind === 'reply') return { comment: await api.createReply(entry.threadId, entry.request) };
  if (entry.kind === 'screenshot') return { comment: await upload(api, entry) };
  const { comment, screenshotUploadToken } = await api.createComment(entry.request);
  const { screenshot } = entry;
  if (!screenshot || !screenshotUploadToken) return { comment };
  return { comment, next: screenshotEntry({ ...entry, screenshot }, comment.id, screenshotUploadToken, Date.now()) };
}

async function upload(api: WidgetApi, { commentId, uploadToken, screenshot }: ScreenshotEntry): Promise<Comment> {
  try {
    return await api.uploadScreenshot(commentId, uploadToken, screenshot);
  } catch (error) {
    // An earlier try was stored but its answer lost: the pin already has this picture.
    if (error instanceof ApiError && error.body.error === 'conflict') return (await api.getThread(commentId)).comment;
    throw error;
  }
}

/** The bookkeeping of a write entering the outbox now, before its first attempt. */
export function queued(projectKey: string, clientId: string) {
  const now = Date.now();
  return { clientId, projectKey, queuedAt: now, attempts: 0, nextAttemptAt: now, failure: null };
}

/**
 * Writes as this guest. Their details are kept from the moment the write is made, not once its first
 * attempt answers: its pin and thread show at once, and a reply form opened meanwhile must not ask for
 * them again. A write the server refuses puts them back as they were and throws what the form shows.
 */
export async function addAsGuest(guest: ComposerDraft['guest'], add: () => Promise<FirstAttempt>): Promise<void> {
  const before = loadGuest();
  if (guest) saveGuest(guest);
  const result = await add();
  if (result.outcome !== 'refused') return;
  if (guest) saveGuest(before);
  throw new Error(describeFailure(result.error).message);
}
