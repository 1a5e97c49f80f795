import { z } from 'zod';
import { Id } from './common.ts';
import { CommentStatus } from './comment.ts';
import { Role } from './workspace.ts';

/** The project key in widget URLs: /api/widget/{key}/... */
export const WidgetKey = z.string().regex(/^pk_[A-Za-z0-9_-]{16,64}$/, { message: 'Must be a project key' });
export const WidgetParams = z.strictObject({ key: WidgetKey });
export const WidgetCommentParams = z.strictObject({ key: WidgetKey, commentId: Id });

/**
 * What anyone holding a project's public key (from an allowed origin) learns: whether guests may
 * comment, and the project's name only when the caller may read its pins (guests allowed, or a member
 * of its team); never the workspace.
 */
export const WidgetConfigResponse = z.object({
  project: z.object({ name: z.string().nullable(), allowGuests: z.boolean() }),
  brand: z.object({ name: z.string(), logo: z.string() }),
});
export type WidgetConfigResponse = z.infer<typeof WidgetConfigResponse>;

export const WidgetCommentsQuery = z.strictObject({
  pageUrl: z.string().max(2048).optional(),
  status: CommentStatus.optional(),
});

export const WidgetStatusRequest = z.strictObject({ status: CommentStatus });

/**
 * The widget sign-in popup asks whether the signed-in user may hand a token to a page of this
 * origin: the origin must be one the project allows and the user a member of its workspace.
 */
export const WidgetAuthGrantRequest = z.strictObject({
  projectKey: WidgetKey,
  origin: z.string().max(2048).refine(isWebOrigin, { message: 'Must be an origin such as https://example.com' }),
});

function isWebOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}
export type WidgetAuthGrantRequest = z.infer<typeof WidgetAuthGrantRequest>;

export const WidgetAuthGrantResponse = z.object({
  /** The exact origin the popup posts its message to (the request's, normalised). */
  targetOrigin: z.string(),
  workspace: z.object({ id: Id, name: z.string() }),
  user: z.object({ id: Id, displayName: z.string(), email: z.string() }),
  /** The member's role, so the widget offers only what it allows (a client gets no triage buttons). */
  role: Role,
  /**
   * The token the popup hands to the page: valid only on this project's widget API and socket, for an
   * hour, and never renewed (the widget asks for a new sign-in).
   */
  token: z.string(),
});
export type WidgetAuthGrantResponse = z.infer<typeof WidgetAuthGrantResponse>;

/**
 * "Open on page": the dashboard asks for a one-use code (a minute) for the member who clicked, puts it
 * in the thread link's fragment, and the widget on that page trades it for what a sign-in grants.
 */
export const WidgetHandoffCreated = z.object({ code: z.string(), expiresAt: z.string() });
export type WidgetHandoffCreated = z.infer<typeof WidgetHandoffCreated>;

export const WidgetHandoffRequest = z.strictObject({
  code: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: 'Must be a handoff code' }),
});
export type WidgetHandoffRequest = z.infer<typeof WidgetHandoffRequest>;

/** The member session a handoff grants: the sign-in grant's, without the popup's target origin. */
export const WidgetHandoffResponse = WidgetAuthGrantResponse.omit({ targetOrigin: true });
export type WidgetHandoffResponse = z.infer<typeof WidgetHandoffResponse>;

/** The one message the popup posts to the widget's page (window.opener) after a grant. */
export const WIDGET_AUTH_MESSAGE = 'commentflow:widget-auth';
