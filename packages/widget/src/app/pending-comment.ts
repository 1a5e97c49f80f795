import type { Comment } from '@commentflow/shared/schemas/comment';
import { NEW_COMMENT } from '@commentflow/shared/constants';
import { t } from '../i18n/translate.ts';
import type { WriteEntry } from '../offline/outbox-entry.ts';

/** How a write still in the outbox shows: as its comment, marked "sending" or "not sent". */
export function pendingComment(entry: WriteEntry): Comment {
  const at = new Date(entry.queuedAt).toISOString();
  const { request } = entry;
  const isRoot = entry.kind === 'comment';
  return {
    // The clientId stands in for the id the server has not given yet.
    id: entry.clientId,
    workspaceId: '',
    projectId: '',
    parentId: isRoot ? null : entry.threadId,
    clientId: entry.clientId,
    body: request.body,
    ...NEW_COMMENT,
    author: { id: null, displayName: request.guest?.name ?? t('you'), photoURL: null, isGuest: request.guest !== undefined },
    pageUrl: isRoot ? entry.request.pageUrl : '',
    pageTitle: isRoot ? (entry.request.pageTitle ?? '') : '',
    anchor: isRoot ? entry.request.anchor : null,
    viewport: isRoot ? entry.request.viewport : null,
    meta: null,
    screenshot: null,
    replyCount: 0,
    labels: [],
    createdAt: at,
    updatedAt: at,
  };
}
