import { parseSession, type MemberSession } from './member-session.ts';

/** Mirrors WIDGET_AUTH_MESSAGE of @commentflow/shared (the widget does not bundle zod). */
export const AUTH_MESSAGE_TYPE = 'commentflow:widget-auth';

export interface AuthMessageEvent {
  origin: string;
  source: unknown;
  data: unknown;
}

/**
 * The session in a message from the sign-in popup, or null: it must come from the API's exact origin,
 * from the popup this widget opened, for this project, and be well formed.
 */
export function sessionFromMessage(event: AuthMessageEvent, apiOrigin: string, popup: unknown, projectKey: string): MemberSession | null {
  if (event.origin !== apiOrigin || event.source !== popup || popup === null) return null;
  const data = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, projectKey: key } = data as Record<string, unknown>;
  if (type !== AUTH_MESSAGE_TYPE || key !== projectKey) return null;
  return parseSession(data);
}
