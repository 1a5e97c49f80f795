import type { AccessChangeReason } from '@commentflow/shared';
import { withParam } from '../comments/inbox-filters.ts';

export interface AccessChangeView {
  /** The page on screen when the change arrived. */
  pathname: string;
  search: string;
  /** The workspace whose access changed. */
  workspaceId: string;
  reason: AccessChangeReason;
  /** Whether it was the workspace on screen. */
  wasCurrent: boolean;
  /** The user's workspaces after the change (the changed one included while they still belong to it). */
  workspaceIds: readonly string[];
  /** The projects of the changed workspace the user sees now: none once they are out of it. */
  visibleProjectIds: readonly string[];
  /** The project of the thread or project page on screen, when it has loaded. */
  shown: { workspaceId: string; projectId: string } | null;
}

const THREAD = /^\/client\/comments\/[^/]+$/;
const PROJECT = /^\/client\/project\/[^/]+$/;

/**
 * Where the dashboard goes after a change of the user's access, or null to stay: a thread or project
 * now out of reach gives way to the inbox or the dashboard, an inbox filtered on such a project drops
 * the filter, and a removal from the workspace on screen moves to another workspace (or to the
 * workspaces page when none is left, and after leaving, as the leaving tab itself does).
 */
export function accessChangeTarget(view: AccessChangeView): string | null {
  const stillMember = view.workspaceIds.includes(view.workspaceId);
  if (!stillMember && view.wasCurrent) {
    return view.reason === 'left' || view.workspaceIds.length === 0 ? '/client/workspaces' : '/client/dashboard';
  }
  const search = new URLSearchParams(view.search);
  const hidden = (projectId: string) => !view.visibleProjectIds.includes(projectId);
  const filtered = search.get('project');
  const cleaned = view.wasCurrent && filtered && hidden(filtered) ? withParam(search, 'project', null) : search;
  const query = cleaned.toString() ? `?${cleaned.toString()}` : '';

  const { shown } = view;
  if (shown && shown.workspaceId === view.workspaceId && hidden(shown.projectId)) {
    if (PROJECT.test(view.pathname)) return '/client/dashboard';
    if (THREAD.test(view.pathname)) return `/client/comments${query}`;
  }
  const inInbox = view.pathname === '/client/comments' || THREAD.test(view.pathname);
  return inInbox && cleaned !== search ? `${view.pathname}${query}` : null;
}
