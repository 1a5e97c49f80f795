import { WIDGET_AUTH_MESSAGE, type WidgetAuthGrantResponse } from '@commentflow/shared';

/** What the popup posts to the widget; the widget checks every field and the sender's origin. */
export interface WidgetAuthMessage {
  type: typeof WIDGET_AUTH_MESSAGE;
  projectKey: string;
  token: string;
  user: WidgetAuthGrantResponse['user'];
  workspace: WidgetAuthGrantResponse['workspace'];
  role: WidgetAuthGrantResponse['role'];
}

/**
 * Posts the grant's widget token (never the app's own token) to the page that opened the popup,
 * addressed to the exact origin the server approved: if that window has navigated elsewhere
 * meanwhile, the browser drops the message.
 */
export function handOver(opener: Window, projectKey: string, grant: WidgetAuthGrantResponse): void {
  const message: WidgetAuthMessage = {
    type: WIDGET_AUTH_MESSAGE,
    projectKey,
    token: grant.token,
    user: grant.user,
    workspace: grant.workspace,
    role: grant.role,
  };
  opener.postMessage(message, grant.targetOrigin);
}
