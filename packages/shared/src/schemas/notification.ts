import { z } from 'zod';
import { PAGE_SIZE_MAX } from '../constants.ts';
import { HttpUrl, Id, Timestamp } from './common.ts';
import { Comment, CommentStatus } from './comment.ts';
import { singleLine } from './text.ts';

/** What a notification is about (docs/product/screens.md#dashboard-shell: new comment, reply, mention, assignment, report). */
export const NotificationType = z.enum(['comment', 'reply', 'mention', 'assignment', 'report']);
export type NotificationType = z.infer<typeof NotificationType>;

export const Notification = z.object({
  id: Id,
  workspaceId: Id,
  type: NotificationType,
  /** In English, for e-mail and API clients; the dashboard builds its own from the fields below. */
  title: z.string(),
  body: z.string(),
  /** Who caused it and on which project, for a title in the reader's language; null on older ones. */
  actorName: z.string().nullable(),
  projectName: z.string().nullable(),
  /** The thread it opens (/client/comments/<commentId>), or null. */
  commentId: Id.nullable(),
  read: z.boolean(),
  createdAt: Timestamp,
});
export type Notification = z.infer<typeof Notification>;

export const NOTIFICATION_PAGE_SIZE = 20;

export const ListNotificationsQuery = z.strictObject({
  cursor: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(NOTIFICATION_PAGE_SIZE),
});

export const NotificationListResponse = z.object({
  notifications: z.array(Notification),
  unreadCount: z.number().int().nonnegative(),
  nextCursor: z.string().nullable(),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponse>;

export const NotificationParams = z.strictObject({ notificationId: Id });
export const NotificationResponse = z.object({ notification: Notification });
export const MarkAllReadResponse = z.object({ updated: z.number().int().nonnegative() });

/** The kinds a person can turn off; reports are instance-level and always delivered. */
export const PREFERENCE_TYPES = ['comment', 'reply', 'mention', 'assignment'] as const;
export type PreferenceType = (typeof PREFERENCE_TYPES)[number];

/** How often notification e-mails go out: each at once, or gathered in an hourly or daily digest. */
export const EMAIL_FREQUENCIES = ['immediate', 'hourly', 'daily'] as const;
export const EmailFrequency = z.enum(EMAIL_FREQUENCIES);
export type EmailFrequency = z.infer<typeof EmailFrequency>;
/** The languages notification e-mails are written in. */
export const EmailLanguage = z.enum(['en', 'fr']);
export type EmailLanguage = z.infer<typeof EmailLanguage>;

const Kinds = z.object({ comment: z.boolean(), reply: z.boolean(), mention: z.boolean(), assignment: z.boolean() });
const KindsPatch = z.strictObject({
  comment: z.boolean().optional(),
  reply: z.boolean().optional(),
  mention: z.boolean().optional(),
  assignment: z.boolean().optional(),
});

/**
 * The bell's kinds (top level), and the e-mail's: by default every kind is mailed at once (docs/product/limits.md:
 * new threads on one's projects, replies in one's threads, mentions, assignments). A kind off in the
 * bell is not mailed either: the mail is about a notification.
 */
export const NotificationPreferences = Kinds.extend({
  email: Kinds,
  emailFrequency: EmailFrequency,
  emailLanguage: EmailLanguage,
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

export const UpdateNotificationPreferencesRequest = KindsPatch.extend({
  email: KindsPatch.optional(),
  emailFrequency: EmailFrequency.optional(),
  emailLanguage: EmailLanguage.optional(),
}).refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type UpdateNotificationPreferencesRequest = z.infer<typeof UpdateNotificationPreferencesRequest>;

export const NotificationPreferencesResponse = z.object({ preferences: NotificationPreferences });

/** docs/product/data.md avatar: an http(s) image URL, or none (a generated avatar from the name is shown). */
export const UpdateProfileRequest = z
  .strictObject({
    displayName: singleLine(z.string().trim().min(1, { message: 'Name is required' }).max(80)).optional(),
    photoURL: HttpUrl.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

/** The Dashboard home's figures for one workspace. */
export const WorkspaceSummary = z.object({
  counts: z.record(CommentStatus, z.number().int().nonnegative()),
  commentsThisWeek: z.number().int().nonnegative(),
  assignedToMe: z.number().int().nonnegative(),
  projectCount: z.number().int().nonnegative(),
  /** True once the widget has loaded on any of the workspace's sites. */
  snippetInstalled: z.boolean(),
  /** The latest comments and replies, newest first. */
  recentActivity: z.array(Comment),
});
export type WorkspaceSummary = z.infer<typeof WorkspaceSummary>;
export const WorkspaceSummaryResponse = z.object({ summary: WorkspaceSummary });

/** An e-mail's one-click unsubscribe link (RFC 8058): the signed token names what it stops. */
export const MailUnsubscribeQuery = z.strictObject({ token: z.string().min(1).max(2000) });
