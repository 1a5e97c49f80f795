import type { CommentStatus, Priority } from '@commentflow/shared';

export interface CommentFilters {
  status: CommentStatus | null;
  projectId: string | null;
  priority?: Priority | null;
  /** A member's id, or 'none' for unassigned threads ('me' is resolved to the viewer's id first). */
  assigneeId?: string | null;
  /** A member's id, or a guest's e-mail address. */
  author?: string | null;
  pageUrl?: string | null;
  q?: string | null;
}

/** Every cached query's key in one place, so live updates and mutations touch the right entries. */
export const queryKeys = {
  projects: (workspaceId: string) => ['workspaces', workspaceId, 'projects'] as const,
  project: (projectId: string) => ['projects', projectId] as const,
  commentLists: (workspaceId: string) => ['workspaces', workspaceId, 'comments'] as const,
  comments: (workspaceId: string, filters: CommentFilters) => ['workspaces', workspaceId, 'comments', filters] as const,
  thread: (commentId: string) => ['comments', commentId] as const,
  commentSearch: (workspaceId: string, text: string) => ['workspaces', workspaceId, 'comments', 'search', text] as const,
  members: (workspaceId: string) => ['workspaces', workspaceId, 'members'] as const,
  commentAuthors: (workspaceId: string, text: string) => ['workspaces', workspaceId, 'comment-authors', text] as const,
  /** Every list of a project's pages: the project page's (`text` empty) and the page filter's searches. */
  projectPages: (projectId: string) => ['projects', projectId, 'pages'] as const,
  projectPageSearch: (projectId: string, text: string) => ['projects', projectId, 'pages', 'search', text] as const,
  team: (workspaceId: string) => ['workspaces', workspaceId, 'team'] as const,
  analytics: (workspaceId: string, from: string, to: string) => ['workspaces', workspaceId, 'analytics', from, to] as const,
  invitePreview: (token: string) => ['invites', token] as const,
  apiKeys: (workspaceId: string) => ['workspaces', workspaceId, 'api-keys'] as const,
  apiKeyUsage: (workspaceId: string) => ['workspaces', workspaceId, 'api-keys', 'usage'] as const,
  apiKeyActivity: (workspaceId: string) => ['workspaces', workspaceId, 'api-keys', 'activity'] as const,
  /** `version` changes with the thread, so its history follows changes that arrive live. */
  threadKeyActivity: (commentId: string, version: string) => ['comments', commentId, 'api-key-activity', version] as const,
  webhooks: (workspaceId: string) => ['workspaces', workspaceId, 'webhooks'] as const,
  webhookDeliveries: (endpointId: string) => ['webhooks', endpointId, 'deliveries'] as const,
  integrations: (workspaceId: string) => ['workspaces', workspaceId, 'integrations'] as const,
  tickets: (commentId: string) => ['comments', commentId, 'tickets'] as const,
  automationRules: (workspaceId: string) => ['workspaces', workspaceId, 'automation-rules'] as const,
  automationRuns: (ruleId: string) => ['automation-rules', ruleId, 'runs'] as const,
};

/** Keys of the dashboard shell's own queries (notifications are the user's, not a workspace's). */
export const shellQueryKeys = {
  summary: (workspaceId: string) => ['workspaces', workspaceId, 'summary'] as const,
  notifications: ['notifications'] as const,
  notificationPreferences: ['notification-preferences'] as const,
};
