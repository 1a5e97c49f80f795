import { CommentStatus, Priority } from '@commentflow/shared';
import type { CommentFilters } from '../../lib/query-keys.ts';
import { parseStatusTab, type StatusTab } from './status-meta.ts';

export type InboxView = 'list' | 'board';

/** The inbox's state as its URL holds it, so a filtered view can be shared and survives reloads. */
export interface InboxState {
  view: InboxView;
  tab: StatusTab;
  projectId: string | null;
  pageUrl: string | null;
  /** 'me', 'none' or a member's id. */
  assignee: string | null;
  priority: Priority | null;
  author: string | null;
  q: string;
}

/** URL parameter of each filter. `status` and `view` keep their defaults out of the URL. */
export const FILTER_PARAMS = ['project', 'page', 'assignee', 'priority', 'author', 'q'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number] | 'status' | 'view';

export function readInboxState(search: URLSearchParams): InboxState {
  const priority = Priority.safeParse(search.get('priority'));
  return {
    view: search.get('view') === 'board' ? 'board' : 'list',
    tab: parseStatusTab(search.get('status')),
    projectId: search.get('project'),
    pageUrl: search.get('page'),
    assignee: search.get('assignee'),
    priority: priority.success ? priority.data : null,
    author: search.get('author'),
    q: search.get('q')?.trim() ?? '',
  };
}

/** The API filters for one list: `status` overrides the tab (the board asks per column). */
export function toCommentFilters(state: InboxState, viewerId: string | undefined, status?: CommentStatus): CommentFilters {
  return {
    status: status ?? (state.tab === 'all' ? null : state.tab),
    projectId: state.projectId,
    priority: state.priority,
    assigneeId: state.assignee === 'me' ? (viewerId ?? null) : state.assignee,
    author: state.author,
    pageUrl: state.pageUrl,
    q: state.q || null,
  };
}

/** Whether anything narrows the list beyond the status tab. */
export function hasNarrowingFilters(state: InboxState): boolean {
  return Boolean(state.projectId || state.pageUrl || state.assignee || state.priority || state.author || state.q);
}

/** The URL parameters with one changed (null removes it); a project change drops its page. */
export function withParam(search: URLSearchParams, name: FilterParam, value: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value) next.set(name, value);
  else next.delete(name);
  if (name === 'project') next.delete('page');
  return next;
}

export function withoutFilters(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of FILTER_PARAMS) next.delete(name);
  return next;
}
