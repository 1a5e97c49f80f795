import { z } from 'zod';
import {
  BULK_COMMENTS_MAX,
  CAPTURED_ENTRIES_MAX,
  CAPTURED_MESSAGE_MAX,
  CHOICES_PAGE_SIZE,
  COMMENT_BODY_MAX,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
} from '../constants.ts';
import { HttpUrl, Id, Timestamp } from './common.ts';
import { PublicPerson } from './user.ts';
import { Email } from './auth.ts';
import { singleLine, withoutNullCharacter } from './text.ts';
import { ARIA_DETECTORS, ARIA_SEVERITIES } from '../rules/aria-catalogue.ts';

export const CommentStatus = z.enum(['open', 'in_progress', 'resolved']);
export type CommentStatus = z.infer<typeof CommentStatus>;

export const Priority = z.enum(['low', 'medium', 'high', 'critical']);
export type Priority = z.infer<typeof Priority>;

export const CommentBody = withoutNullCharacter(
  z
    .string()
    .trim()
    .min(1, { message: 'Write something first' })
    .max(COMMENT_BODY_MAX, { message: `Keep it under ${COMMENT_BODY_MAX} characters` }),
);

export const LABEL_MAX_LENGTH = 30;
export const LABELS_PER_THREAD_MAX = 10;

/** A thread's label for triage (`checkout`, `copy`): one line, trimmed, compared and stored lower-case. */
// trim and toLowerCase rewrite the string in place (no transform), so responses can use the schema too.
export const Label = singleLine(
  z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { message: 'A label needs at least one character' })
    .max(LABEL_MAX_LENGTH, { message: `Keep a label under ${LABEL_MAX_LENGTH + 1} characters` }),
);

/** A thread's whole set of labels: duplicates (after lower-casing) are dropped, the order kept. */
export const Labels = z
  .array(Label)
  .max(LABELS_PER_THREAD_MAX, { message: `At most ${LABELS_PER_THREAD_MAX} labels on a thread` })
  .transform((labels) => [...new Set(labels)]);

const Fraction = z.number().min(0).max(1);
const ShortText = z.string().max(500);

/**
 * Where a pin sits: several descriptions of its target, so it can be found again after the page
 * changes (the widget falls back through them in order), and the offset inside the element.
 */
export const Anchor = z.strictObject({
  selector: z.string().min(1).max(2000),
  xpath: z.string().max(2000).optional(),
  textQuote: z.strictObject({ exact: ShortText, prefix: ShortText.optional(), suffix: ShortText.optional() }).optional(),
  tag: z.string().max(64).optional(),
  attributes: z.record(z.string().max(64), z.string().max(500)).optional(),
  offsetX: Fraction,
  offsetY: Fraction,
  scrollX: z.number().optional(),
  scrollY: z.number().optional(),
  devicePixelRatio: z.number().positive().max(16).optional(),
});
export type Anchor = z.infer<typeof Anchor>;

export const Viewport = z.strictObject({
  width: z.int().min(1).max(100_000),
  height: z.int().min(1).max(100_000),
});
export type Viewport = z.infer<typeof Viewport>;

/** One console error or warning the page logged before the comment was written. */
export const ConsoleEntry = z.strictObject({
  level: z.enum(['error', 'warn']),
  message: z.string().max(CAPTURED_MESSAGE_MAX),
  at: Timestamp,
});
export type ConsoleEntry = z.infer<typeof ConsoleEntry>;

/** A request of the page that failed: status 0 when the network failed, else the HTTP status (>= 400). */
export const NetworkEntry = z.strictObject({
  method: z.string().max(16),
  url: z.string().max(2048),
  status: z.int().min(0).max(999),
  at: Timestamp,
});
export type NetworkEntry = z.infer<typeof NetworkEntry>;

/** Browser details captured with a comment. */
export const ClientMeta = z.strictObject({
  userAgent: z.string().max(1000).optional(),
  browser: z.string().max(100).optional(),
  os: z.string().max(100).optional(),
  timezone: z.string().max(100).optional(),
  language: z.string().max(35).optional(),
  devicePixelRatio: z.number().positive().max(16).optional(),
  console: z.array(ConsoleEntry).max(CAPTURED_ENTRIES_MAX).optional(),
  network: z.array(NetworkEntry).max(CAPTURED_ENTRIES_MAX).optional(),
  custom: z.record(z.string().max(100), z.union([z.string().max(1000), z.number(), z.boolean(), z.null()])).optional(),
});
export type ClientMeta = z.infer<typeof ClientMeta>;

/** What a comment of ARIA carries beside its text, for the widget and the dashboard. */
export const AriaCommentInfo = z.object({
  findingId: Id,
  detector: z.enum(ARIA_DETECTORS),
  rule: z.string(),
  severity: z.enum(ARIA_SEVERITIES),
  occurrences: z.int(),
  lastSeenAt: Timestamp,
  source: z.enum(['visitor', 'member']),
  avatar: z.object({ icon: z.string(), color: z.string() }),
});
export type AriaCommentInfo = z.infer<typeof AriaCommentInfo>;

export const Comment = z.object({
  id: Id,
  workspaceId: Id,
  projectId: Id,
  /** null for a thread's first comment (the pin); the thread root's id for replies. */
  parentId: Id.nullable(),
  clientId: z.string().nullable(),
  body: z.string(),
  status: CommentStatus,
  priority: Priority,
  assigneeId: Id.nullable(),
  author: PublicPerson,
  pageUrl: z.string(),
  pageTitle: z.string(),
  anchor: Anchor.nullable(),
  viewport: Viewport.nullable(),
  meta: ClientMeta.nullable(),
  /** The picture of the page sent with a pin; `url` is the members-only GET path under /api. */
  screenshot: z.object({ width: z.int(), height: z.int(), url: z.string() }).nullable(),
  /** The workspace's API key it was written with (a script, an assistant); null or absent otherwise. */
  viaApiKey: z.object({ id: Id, name: z.string() }).nullable().optional(),
  replyCount: z.int(),
  /** The thread's labels (lower-case); always empty on replies. */
  labels: z.array(z.string()),
  /** Set on a thread ARIA filed: its finding's detector, rule, severity and how often it was seen. */
  aria: AriaCommentInfo.nullable().optional(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Comment = z.infer<typeof Comment>;

/** Who writes when no one is signed in: a guest, when the project allows guests. */
export const Guest = z.strictObject({
  name: singleLine(z.string().trim().min(1, { message: 'Name is required' }).max(100)),
  email: Email,
});
export type Guest = z.infer<typeof Guest>;

/** A new pin from the widget. `clientId` makes retries idempotent. */
export const CreateCommentRequest = z.strictObject({
  clientId: Id,
  body: CommentBody,
  pageUrl: HttpUrl,
  pageTitle: withoutNullCharacter(z.string().max(300)).default(''),
  anchor: Anchor,
  viewport: Viewport,
  meta: ClientMeta.optional(),
  guest: Guest.optional(),
  /** Honeypot: people never see this field, bots fill it. */
  website: z.string().max(500).optional(),
});
export type CreateCommentRequest = z.input<typeof CreateCommentRequest>;

export const CreateReplyRequest = z.strictObject({
  clientId: Id.optional(),
  body: CommentBody,
  guest: Guest.optional(),
  website: z.string().max(500).optional(),
});
export type CreateReplyRequest = z.input<typeof CreateReplyRequest>;

export const UpdateCommentRequest = z
  .strictObject({
    body: CommentBody.optional(),
    status: CommentStatus.optional(),
    priority: Priority.optional(),
    assigneeId: Id.nullable().optional(),
    /** The thread's whole new set of labels (replaces the old one). */
    labels: Labels.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type UpdateCommentRequest = z.infer<typeof UpdateCommentRequest>;

/** Filters of the comments inbox. Lists only thread roots; replies come with the thread. */
export const ListCommentsQuery = z.strictObject({
  projectId: Id.optional(),
  status: CommentStatus.optional(),
  priority: Priority.optional(),
  /** A member's id, `me` for the caller, `none` for unassigned threads. */
  assigneeId: z.union([Id, z.literal('me'), z.literal('none')]).optional(),
  /** A member's user id, or a guest's e-mail address. */
  author: z.union([Id, Email]).optional(),
  pageUrl: z.string().max(2048).optional(),
  q: z.string().trim().max(200).optional(),
  /** `only`: threads ARIA filed for its findings; `none`: the people's threads alone. */
  aria: z.enum(['only', 'none']).optional(),
  /** Threads carrying this label (compared lower-case). */
  label: Label.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type ListCommentsQuery = z.input<typeof ListCommentsQuery>;

export const CommentParams = z.strictObject({ commentId: Id });

export const CommentResponse = z.object({ comment: Comment });
export const CommentListResponse = z.object({ comments: z.array(Comment), nextCursor: z.string().nullable() });
export type CommentListResponse = z.infer<typeof CommentListResponse>;
export const CommentThreadResponse = z.object({ comment: Comment, replies: z.array(Comment) });
export type CommentThreadResponse = z.infer<typeof CommentThreadResponse>;

/** One change applied to every listed thread at once (all or nothing). */
export const BulkCommentAction = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('status'), status: CommentStatus }),
  z.strictObject({ type: z.literal('priority'), priority: Priority }),
  z.strictObject({ type: z.literal('assign'), assigneeId: Id.nullable() }),
  z.strictObject({ type: z.literal('delete') }),
]);
export type BulkCommentAction = z.infer<typeof BulkCommentAction>;

export const BulkCommentsRequest = z.strictObject({
  ids: z
    .array(Id)
    .min(1, { message: 'Select at least one comment' })
    .max(BULK_COMMENTS_MAX, { message: `At most ${BULK_COMMENTS_MAX} comments at once` }),
  action: BulkCommentAction,
});
export type BulkCommentsRequest = z.infer<typeof BulkCommentsRequest>;

/** The changed threads, or the ids that were deleted. */
export const BulkCommentsResponse = z.object({ comments: z.array(Comment), deletedIds: z.array(Id) });
export type BulkCommentsResponse = z.infer<typeof BulkCommentsResponse>;

/** Someone who started threads in a workspace: `key` is what the inbox's `author` filter takes. */
export const CommentAuthor = z.object({ key: z.string(), displayName: z.string(), isGuest: z.boolean(), threads: z.int() });
export type CommentAuthor = z.infer<typeof CommentAuthor>;
/** The most active authors; `q` keeps those whose name or e-mail contains it. */
export const ListCommentAuthorsQuery = z.strictObject({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(CHOICES_PAGE_SIZE),
});
export type ListCommentAuthorsQuery = z.input<typeof ListCommentAuthorsQuery>;
/** `hasMore`: more authors match than were sent; a search finds them. */
export const CommentAuthorListResponse = z.object({ authors: z.array(CommentAuthor), hasMore: z.boolean() });
export type CommentAuthorListResponse = z.infer<typeof CommentAuthorListResponse>;
