import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { CommentWithAuthor } from '../db/rows.ts';
import type { IntegrationContext } from './integration-context.ts';
import type { NotificationMessage } from './provider.ts';
import { buildTicketDraft } from './ticket-draft.ts';

const STATUS_WORDS = { open: 'Open', in_progress: 'In progress', resolved: 'Resolved' } as const;

/** What a notifier says of a new thread or a status change: the comment, its facts, screenshot and link. */
export async function notificationFor(
  db: Kysely<Database>,
  context: IntegrationContext,
  comment: CommentWithAuthor,
  event: 'thread-created' | 'status-changed',
  baseUrl: string,
): Promise<NotificationMessage> {
  const draft = await buildTicketDraft(db, comment, { baseUrl, screenshotLinks: context.screenshotLinks, labels: [] });
  const headline =
    event === 'thread-created'
      ? `New feedback on ${comment.page_title || comment.page_url}`
      : `Feedback marked ${STATUS_WORDS[comment.status]}`;
  return {
    headline,
    text: comment.body,
    facts: [...draft.facts.filter((fact) => fact.label !== 'Viewport'), { label: 'Status', value: STATUS_WORDS[comment.status] }].map(
      ({ label, value }) => ({ label, value }),
    ),
    link: draft.backLink,
    screenshotUrl: draft.screenshot?.url ?? null,
  };
}
