import { z } from 'zod';
import { Id, Timestamp } from './common.ts';
import { CommentStatus, Priority } from './comment.ts';
import { singleLine } from './text.ts';

// API keys (issue 18): a workspace's keys for scripts, CI and AI assistants. `read` keys only read;
// `write` keys read and write. A key is shown once, when it is made.

export const API_KEY_PREFIX = 'cf_';
export const API_KEY_SCOPES = ['read', 'write'] as const;
export const ApiKeyScope = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof ApiKeyScope>;

export const ApiKeyParams = z.strictObject({ workspaceId: Id, keyId: Id });

export const CreateApiKeyRequest = z.strictObject({
  name: singleLine(z.string().trim().min(1, 'Give the key a name').max(80)),
  scopes: z
    .array(ApiKeyScope)
    .min(1, 'Choose at least one scope')
    .transform((scopes) => [...new Set(scopes)].sort()),
  /** After this instant the key answers 401 token-expired; null: never expires. */
  expiresAt: z.iso.datetime({ offset: true, message: 'Must be an ISO 8601 date-time' }).nullable().default(null),
  /** Only this project's comments (and the project itself) are visible to the key; null: the whole workspace. */
  projectId: Id.nullable().default(null),
});
export type CreateApiKeyRequest = z.input<typeof CreateApiKeyRequest>;

export const ApiKey = z.object({
  id: Id,
  name: z.string(),
  /** The first characters of the key, to recognise it in a list (the rest is never stored). */
  prefix: z.string(),
  scopes: z.array(ApiKeyScope),
  projectId: Id.nullable(),
  createdBy: z.object({ id: Id, displayName: z.string() }).nullable(),
  createdAt: Timestamp,
  expiresAt: Timestamp.nullable(),
  lastUsedAt: Timestamp.nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

export const ApiKeyListResponse = z.object({ keys: z.array(ApiKey) });
export type ApiKeyListResponse = z.infer<typeof ApiKeyListResponse>;

/** The one answer that carries the whole key: it cannot be shown again. */
export const CreatedApiKeyResponse = z.object({ key: ApiKey, secret: z.string() });
export type CreatedApiKeyResponse = z.infer<typeof CreatedApiKeyResponse>;

/** The longest usage history kept and shown. */
export const API_KEY_USAGE_DAYS_MAX = 90;
export const ApiKeyUsageQuery = z.strictObject({ days: z.coerce.number().int().min(1).max(API_KEY_USAGE_DAYS_MAX).default(14) });
/** Calls per key and day (UTC), oldest first, days without calls left out. */
export const ApiKeyUsageResponse = z.object({
  usage: z.array(z.object({ keyId: Id, day: z.string(), calls: z.number().int() })),
});
export type ApiKeyUsageResponse = z.infer<typeof ApiKeyUsageResponse>;

/** What a key changed: the thread's history names the key, and owners see every key's recent writes. */
export const API_KEY_ACTIVITY_ACTIONS = [
  'reply-created',
  'status-changed',
  'priority-changed',
  'assigned',
  'labels-changed',
  'comment-deleted',
  'project-created',
  'project-updated',
  'webhook-created',
  'webhook-updated',
  'webhook-deleted',
  'webhook-secret-rotated',
  'webhook-delivery-resent',
] as const;
export const ApiKeyActivityAction = z.enum(API_KEY_ACTIVITY_ACTIONS);
export type ApiKeyActivityAction = z.infer<typeof ApiKeyActivityAction>;

export const ApiKeyActivityEntry = z.object({
  id: Id,
  key: z.object({ id: Id, name: z.string(), prefix: z.string() }),
  action: ApiKeyActivityAction,
  /** The thread and comment changed; null for a project or webhook change. */
  threadId: Id.nullable(),
  commentId: Id.nullable(),
  /** The project's name or the webhook endpoint's URL, as they were; null for a comment change. */
  target: z.string().nullable(),
  /** The new value of a status, priority or assignee change (assignee null: unassigned); null otherwise. */
  status: CommentStatus.nullable(),
  priority: Priority.nullable(),
  assignee: z.object({ id: Id, displayName: z.string() }).nullable(),
  createdAt: Timestamp,
});
export type ApiKeyActivityEntry = z.infer<typeof ApiKeyActivityEntry>;

/** Newest first. */
export const ApiKeyActivityResponse = z.object({ activity: z.array(ApiKeyActivityEntry) });
export type ApiKeyActivityResponse = z.infer<typeof ApiKeyActivityResponse>;
