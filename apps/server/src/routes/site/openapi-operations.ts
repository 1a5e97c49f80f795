// What the API reference says of each operation, keyed by method and OpenAPI path. A route missing
// here (and without its own `schema.summary`) fails routes/site/openapi.test.ts, as a route missing
// from the route matrix does: the reference never shows a bare path.

/**
 * Operations the reference leaves out: they serve the apps themselves (instance administration,
 * development tools, the widget's sign-in, capture uploads and ARIA reports, the providers' own
 * callbacks, the MCP transport's refusals), and the public API does not promise them.
 */
export const INTERNAL_OPERATIONS: readonly RegExp[] = [
  /^\w+ \/api\/admin\//,
  /^\w+ \/api\/dev\//,
  /^\w+ \/api\/test-console/,
  /^\w+ \/api\/widget-auth\//,
  /^\w+ \/api\/widget\/\{key\}\/aria\//,
  /^POST \/api\/widget\/\{key\}\/comments\/\{commentId\}\/screenshot$/,
  /^POST \/api\/widget\/\{key\}\/handoff$/,
  /^POST \/api\/billing\/webhook$/,
  /^\w+ \/api\/integrations\/\{integrationId\}\/webhook$/,
  /^GET \/api\/auth\/\{provider\}\/callback$/,
  /^GET \/api\/auth\/jwks\.json$/,
  /^(GET|DELETE) \/api\/mcp$/,
];

export const isInternalOperation = (operation: string): boolean => INTERNAL_OPERATIONS.some((pattern) => pattern.test(operation));

export interface OperationDoc {
  summary: string;
  /** A request body a reader can send as it is (the reference's "Try it" starts from it). */
  example?: Record<string, unknown>;
}

export const OPERATION_DOCS: Record<string, OperationDoc> = {
  'GET /api/health': { summary: 'Liveness: the server answers' },
  'GET /api/health/ready': { summary: 'Readiness: the database (and Redis, when configured) answer' },

  'POST /api/auth/signup': {
    summary: 'Create an account with e-mail and password',
    example: { email: 'ada@example.com', password: 'correct horse battery', displayName: 'Ada' },
  },
  'POST /api/auth/signin': { summary: 'Sign in with e-mail and password' },
  'POST /api/auth/refresh': { summary: 'Renew the session token from the refresh cookie' },
  'POST /api/auth/verify': { summary: 'Check an ID token' },
  'POST /api/auth/logout': { summary: 'End the session' },
  'GET /api/auth/me': { summary: 'The signed-in user' },
  'POST /api/auth/register': { summary: 'Finish the profile of a newly signed-in user' },
  'POST /api/auth/google': { summary: 'Sign in with a Google ID token' },
  'POST /api/auth/github': { summary: 'Sign in with a GitHub token' },
  'POST /api/auth/password-reset': { summary: 'Send a password reset e-mail' },
  'POST /api/auth/password-reset/confirm': { summary: 'Set a new password from a reset link' },
  'POST /api/auth/password': { summary: 'Change the password' },
  'GET /api/auth/providers': { summary: 'The sign-in providers this instance offers' },
  'GET /api/auth/{provider}/login': { summary: 'Start signing in with a provider' },

  'GET /api/workspaces': { summary: "The signed-in user's workspaces" },
  'POST /api/workspaces': { summary: 'Create a workspace' },
  'GET /api/workspaces/{workspaceId}': { summary: 'Get a workspace' },
  'PATCH /api/workspaces/{workspaceId}': { summary: 'Rename or change a workspace' },
  'DELETE /api/workspaces/{workspaceId}': { summary: 'Delete a workspace and all its data' },
  'GET /api/workspaces/{workspaceId}/summary': { summary: "The dashboard's counts and recent activity" },

  'GET /api/workspaces/{workspaceId}/projects': { summary: 'List projects' },
  'POST /api/workspaces/{workspaceId}/projects': {
    summary: 'Create a project',
    example: { name: 'Marketing site', siteUrl: 'https://www.example.com' },
  },
  'GET /api/projects/{projectId}': { summary: 'Get a project' },
  'PATCH /api/projects/{projectId}': { summary: 'Change a project', example: { name: 'Marketing site (new)' } },
  'DELETE /api/projects/{projectId}': { summary: 'Delete a project and its comments' },
  'POST /api/projects/{projectId}/rotate-key': { summary: "Replace a project's widget key" },
  'GET /api/projects/{projectId}/pages': { summary: "List a project's pages with feedback" },

  'GET /api/workspaces/{workspaceId}/comments': { summary: 'List and filter comments (cursor pagination)' },
  'GET /api/workspaces/{workspaceId}/comment-authors': { summary: 'List the authors of comments, for filters' },
  'POST /api/workspaces/{workspaceId}/comments/bulk': {
    summary: 'Change or delete several threads at once',
    example: { ids: ['00000000-0000-4000-8000-000000000000'], action: { type: 'status', status: 'resolved' } },
  },
  'GET /api/comments/{commentId}': { summary: 'Get a thread with its replies' },
  'PATCH /api/comments/{commentId}': {
    summary: "Change a comment's status, priority, assignee or text",
    example: { status: 'resolved', priority: 'high' },
  },
  'DELETE /api/comments/{commentId}': { summary: 'Delete a comment (a thread takes its replies)' },
  'POST /api/comments/{commentId}/replies': { summary: 'Reply to a thread', example: { body: 'Fixed in the latest deploy, thanks!' } },
  'GET /api/comments/{commentId}/screenshot': { summary: "Get a comment's screenshot" },
  'GET /api/comments/{commentId}/api-key-activity': { summary: 'What API keys changed on a thread' },

  'GET /api/widget/{key}/config': { summary: "The widget's settings for a project" },
  'GET /api/widget/{key}/comments': { summary: "List a page's comments, for the widget" },
  'POST /api/widget/{key}/comments': { summary: 'Leave a comment on a page, from the widget' },
  'GET /api/widget/{key}/comments/{commentId}': { summary: 'Get a thread, for the widget' },
  'PATCH /api/widget/{key}/comments/{commentId}': { summary: 'Change a thread from the widget' },
  'POST /api/widget/{key}/comments/{commentId}/replies': { summary: 'Reply from the widget' },
  'GET /api/widget/{key}/trackers': { summary: 'The trackers a signed-in member may file tickets in, for the widget' },
  'GET /api/widget/{key}/comments/{commentId}/tickets': { summary: "A thread's tickets, for a signed-in member in the widget" },
  'POST /api/widget/{key}/comments/{commentId}/tickets': { summary: 'Create a ticket from a thread, from the widget' },
  'GET /api/widget/{key}/comments/{commentId}/ticket-preview': { summary: 'Preview the ticket a thread would become, for the widget' },

  'GET /api/workspaces/{workspaceId}/aria/profile': { summary: "ARIA's profile: what it watches" },
  'PUT /api/workspaces/{workspaceId}/aria/profile': { summary: "Change ARIA's profile" },
  'GET /api/workspaces/{workspaceId}/aria/findings': { summary: "List ARIA's findings" },
  'GET /api/workspaces/{workspaceId}/aria/overview': { summary: "ARIA's findings counted per kind" },
  'GET /api/workspaces/{workspaceId}/aria/mutes': { summary: "List ARIA's muted findings" },
  'POST /api/workspaces/{workspaceId}/aria/mutes': { summary: 'Mute a kind of finding' },
  'DELETE /api/workspaces/{workspaceId}/aria/mutes/{muteId}': { summary: 'Unmute a kind of finding' },

  'GET /api/site': { summary: "The public site's settings" },
  'GET /api/tenants/{slug}': { summary: "A workspace's public page" },
  'GET /api/demo': { summary: 'The demo project' },
  'GET /api/roadmap/requests': { summary: 'List feature requests' },
  'POST /api/roadmap/requests': { summary: 'Submit a feature request' },
  'GET /api/roadmap/requests/{id}': { summary: 'Get a feature request' },
  'PATCH /api/roadmap/requests/{id}': { summary: 'Change a feature request' },
  'POST /api/roadmap/requests/{id}/vote': { summary: 'Vote for a feature request' },
  'DELETE /api/roadmap/requests/{id}/vote': { summary: 'Take back a vote' },
  'POST /api/roadmap/requests/{id}/comments': { summary: 'Comment on a feature request' },
  'GET /api/changelog': { summary: 'The changelog' },
  'POST /api/changelog': { summary: 'Add a changelog entry' },

  'GET /api/notifications': { summary: "The signed-in user's notifications" },
  'POST /api/notifications/{notificationId}/read': { summary: 'Mark a notification read' },
  'POST /api/notifications/read-all': { summary: 'Mark every notification read' },
  'PATCH /api/users/me': { summary: "Change the signed-in user's profile" },
  'GET /api/users/me/notification-preferences': { summary: 'Notification preferences' },
  'PATCH /api/users/me/notification-preferences': { summary: 'Change notification preferences' },

  'GET /api/workspaces/{workspaceId}/members': { summary: 'List members' },
  'GET /api/workspaces/{workspaceId}/team': { summary: 'Members, invites and share links' },
  'PATCH /api/workspaces/{workspaceId}/members/{userId}': { summary: "Change a member's role" },
  'DELETE /api/workspaces/{workspaceId}/members/{userId}': { summary: 'Remove a member' },
  'PUT /api/workspaces/{workspaceId}/members/{userId}/projects': { summary: "Set a client's projects" },
  'POST /api/workspaces/{workspaceId}/invites': { summary: 'Invite people by e-mail' },
  'POST /api/invites/{inviteId}/resend': { summary: 'Send an invite again' },
  'DELETE /api/invites/{inviteId}': { summary: 'Cancel an invite' },
  'GET /api/join/{token}': { summary: 'What an invite or share link joins' },
  'POST /api/join/{token}': { summary: 'Join with an invite or share link' },
  'POST /api/workspaces/{workspaceId}/share-links': { summary: 'Create a share link for clients' },
  'GET /api/workspaces/{workspaceId}/analytics': { summary: 'Feedback analytics over a period' },

  'GET /api/retention/config': { summary: 'Data retention rules' },
  'GET /api/retention/status': { summary: "The signed-in user's workspaces' retention state" },
  'POST /api/retention/acknowledge': { summary: 'Acknowledge a retention notice' },
  'POST /api/retention/request-export': { summary: "Request an export of a workspace's data" },
  'GET /api/retention/exports/{exportId}/download': { summary: 'Download a data export' },
  'GET /api/billing/plans': { summary: 'The plans and their prices' },
  'GET /api/workspaces/{workspaceId}/billing': { summary: "A workspace's plan, subscription and invoices" },

  'GET /api/workspaces/{workspaceId}/integrations': { summary: 'List integrations' },
  'POST /api/workspaces/{workspaceId}/integrations': { summary: 'Connect an integration' },
  'PATCH /api/integrations/{integrationId}': { summary: 'Change an integration' },
  'DELETE /api/integrations/{integrationId}': { summary: 'Disconnect an integration' },
  'GET /api/comments/{commentId}/tickets': { summary: "A thread's linked tickets" },
  'POST /api/comments/{commentId}/tickets': { summary: 'Create a ticket from a thread' },
  'GET /api/comments/{commentId}/ticket-preview': { summary: 'Preview the ticket a thread would make' },
  'GET /api/shared-screenshots/{commentId}': { summary: 'A screenshot shared in a ticket' },
  'GET /api/workspaces/{workspaceId}/automation-rules': { summary: 'List automation rules' },
  'POST /api/workspaces/{workspaceId}/automation-rules': { summary: 'Create an automation rule' },
  'PATCH /api/automation-rules/{ruleId}': { summary: 'Change an automation rule' },
  'DELETE /api/automation-rules/{ruleId}': { summary: 'Delete an automation rule' },
  'PUT /api/workspaces/{workspaceId}/automation-rules/order': { summary: 'Reorder automation rules' },
  'GET /api/automation-rules/{ruleId}/runs': { summary: "An automation rule's recent runs" },
  'POST /api/workspaces/{workspaceId}/automation-rules/try': { summary: 'Try an automation rule on a thread' },

  'GET /api/workspaces/{workspaceId}/api-keys': { summary: 'List API keys' },
  'POST /api/workspaces/{workspaceId}/api-keys': { summary: 'Create an API key (shown once)' },
  'GET /api/workspaces/{workspaceId}/api-keys/usage': { summary: 'Calls per API key and day' },
  'GET /api/workspaces/{workspaceId}/api-keys/activity': { summary: 'Audit log: what API keys changed' },
  'DELETE /api/workspaces/{workspaceId}/api-keys/{keyId}': { summary: 'Revoke an API key' },
  'GET /api/workspaces/{workspaceId}/webhooks': { summary: 'List webhook endpoints' },
  'POST /api/workspaces/{workspaceId}/webhooks': {
    summary: 'Add a webhook endpoint',
    example: { url: 'https://example.com/hooks/commentflow', eventTypes: ['comment.created', 'comment.status_changed'] },
  },
  'GET /api/workspaces/{workspaceId}/webhooks/{endpointId}': { summary: 'Get a webhook endpoint' },
  'PATCH /api/workspaces/{workspaceId}/webhooks/{endpointId}': {
    summary: 'Change, enable or disable a webhook endpoint',
    example: { enabled: true },
  },
  'DELETE /api/workspaces/{workspaceId}/webhooks/{endpointId}': { summary: 'Delete a webhook endpoint' },
  'GET /api/workspaces/{workspaceId}/webhooks/{endpointId}/secret': { summary: "A webhook endpoint's signing secret" },
  'POST /api/workspaces/{workspaceId}/webhooks/{endpointId}/rotate-secret': {
    summary: 'Rotate the signing secret (the old one signs too for 24 hours)',
  },
  'GET /api/workspaces/{workspaceId}/webhooks/{endpointId}/deliveries': { summary: "A webhook endpoint's delivery log" },
  'POST /api/workspaces/{workspaceId}/webhooks/{endpointId}/deliveries/{deliveryId}/resend': { summary: 'Send a delivery again' },
  'POST /api/mcp': { summary: 'MCP server for AI assistants (streamable HTTP, JSON-RPC)' },
};
