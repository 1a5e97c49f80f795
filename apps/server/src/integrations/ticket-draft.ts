import type { ClientMeta } from '@commentflow/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { CommentWithAuthor } from '../db/rows.ts';
import type { TicketDraft } from './provider.ts';
import type { ScreenshotLinks } from './screenshot-link.ts';

const TITLE_MAX = 120;

/** The dashboard's page of a thread, where a ticket's link back leads. */
export const threadUrl = (baseUrl: string, commentId: string) => `${baseUrl}/client/comments/${commentId}`;

/**
 * What a ticket made from a thread says: the comment, its page and element, the browser, the console
 * errors the page logged, a signed screenshot link and the way back to the thread.
 */
export async function buildTicketDraft(
  db: Kysely<Database> | Transaction<Database>,
  comment: CommentWithAuthor,
  options: { baseUrl: string; screenshotLinks: ScreenshotLinks; labels: string[] },
): Promise<TicketDraft> {
  const project = await db.selectFrom('projects').select('name').where('id', '=', comment.project_id).executeTakeFirstOrThrow();
  const hasScreenshot = await db.selectFrom('screenshots').select('comment_id').where('comment_id', '=', comment.id).executeTakeFirst();
  const meta = comment.meta ? (JSON.parse(comment.meta) as ClientMeta) : null;
  const anchor = comment.anchor ? (JSON.parse(comment.anchor) as { selector?: string }) : null;
  const author = comment.author_display_name ?? comment.guest_name ?? 'Former member';
  const browser = [meta?.browser, meta?.os].filter(Boolean).join(' on ') || meta?.userAgent;

  const facts: TicketDraft['facts'] = [
    { label: 'Page', value: comment.page_title || comment.page_url, href: comment.page_url },
    { label: 'Project', value: project.name },
    { label: 'Reported by', value: comment.guest_name ? `${author} (guest)` : author },
    { label: 'Priority', value: comment.priority },
  ];
  if (anchor?.selector) facts.push({ label: 'Element', value: anchor.selector, code: true });
  if (browser) facts.push({ label: 'Browser', value: browser });
  if (comment.viewport) {
    const viewport = JSON.parse(comment.viewport) as { width: number; height: number };
    facts.push({ label: 'Viewport', value: `${viewport.width} x ${viewport.height}` });
  }

  const link = hasScreenshot ? options.screenshotLinks.path(comment.id) : null;
  const firstLine = comment.body.split('\n')[0]!.trim();
  return {
    title: firstLine.length > TITLE_MAX ? `${firstLine.slice(0, TITLE_MAX - 1)}…` : firstLine,
    quote: comment.body,
    facts,
    consoleErrors: (meta?.console ?? []).filter((entry) => entry.level === 'error').map((entry) => entry.message),
    screenshot: link ? { url: options.baseUrl + link.path, expiresAt: link.expiresAt } : null,
    backLink: threadUrl(options.baseUrl, comment.id),
    labels: options.labels,
  };
}
