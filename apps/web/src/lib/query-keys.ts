export interface CommentFilters {
  status: 'open' | 'in_progress' | 'resolved' | null;
  projectId: string | null;
}

/** Every cached query's key in one place, so live updates and mutations touch the right entries. */
export const queryKeys = {
  projects: (workspaceId: string) => ['workspaces', workspaceId, 'projects'] as const,
  project: (projectId: string) => ['projects', projectId] as const,
  commentLists: (workspaceId: string) => ['workspaces', workspaceId, 'comments'] as const,
  comments: (workspaceId: string, filters: CommentFilters) => ['workspaces', workspaceId, 'comments', filters] as const,
  thread: (commentId: string) => ['comments', commentId] as const,
  commentSearch: (workspaceId: string, text: string) => ['workspaces', workspaceId, 'comments', 'search', text] as const,
  team: (workspaceId: string) => ['workspaces', workspaceId, 'team'] as const,
  analytics: (workspaceId: string, from: string, to: string) => ['workspaces', workspaceId, 'analytics', from, to] as const,
  invitePreview: (token: string) => ['invites', token] as const,
};
