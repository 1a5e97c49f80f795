import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { defaultAriaProfile } from '@commentflow/shared';
import type { Config } from '../config.ts';
import { newCommentBody } from './factories.ts';
import type { MatrixEntries, MatrixFixtures } from './route-matrix.ts';

/**
 * Every route Fastify registers, and what each actor gets from it:
 *   [anonymous, another project's widget key, another tenant's owner, a client without the grant, a plain member]
 * Outsiders must also never be answered tenant A's data, whatever the status (test/route-matrix.ts).
 * A new route needs a line here: the first test names any route without one.
 */
const DENIED_TO_OUTSIDERS = [401, 401, 404, 404, 200] as const;
const WORKSPACE_READ = [401, 401, 404, 200, 200] as const;
const WORKSPACE_MANAGE = [401, 401, 404, 403, 403] as const;
const TEAM_ONLY = [401, 401, 404, 403, 200] as const;
const SIGNED_IN = [401, 401, 200, 200, 200] as const;
const ANY_SIGNED_IN_CREATES = [401, 401, 201, 201, 201] as const;
const INSTANCE_ADMIN = [401, 401, 403, 403, 403] as const;
const NOT_FOUND_SIGNED_IN = [401, 401, 404, 404, 404] as const;
const UNKNOWN_ID = randomUUID();
const builtFile = (dir: (config: Config) => string, file: string) => (config: Config) => (existsSync(join(dir(config), file)) ? 200 : 404);

const email = () => `matrix-${randomUUID()}@example.com`;
const guestComment = () => newCommentBody({ guest: { name: 'Matrix Guest', email: 'guest@example.com' } });

export const ROUTE_MATRIX: MatrixEntries = {
  'GET /api/health': { path: '/api/health', expect: 200 },
  'GET /api/health/ready': { path: '/api/health/ready', expect: 200 },

  // Signing in
  'POST /api/auth/signup': {
    path: '/api/auth/signup',
    body: () => ({ email: email(), password: 'matrix password', displayName: 'Matrix' }),
    expect: 201,
  },
  'POST /api/auth/signin': { path: '/api/auth/signin', body: () => ({ email: email(), password: 'matrix password' }), expect: 401 },
  // A bearer alone renews nothing: the refresh cookie proves the session (the matrix sends no cookie).
  'POST /api/auth/refresh': { path: '/api/auth/refresh', expect: 401 },
  'POST /api/auth/verify': { path: '/api/auth/verify', body: () => ({ idToken: 'not-a-token' }), expect: 401 },
  'POST /api/auth/logout': { path: '/api/auth/logout', expect: 204, freshSession: true },
  'GET /api/auth/me': { path: '/api/auth/me', expect: SIGNED_IN },
  'GET /api/auth/jwks.json': { path: '/api/auth/jwks.json', expect: 200 },
  'POST /api/auth/register': {
    path: '/api/auth/register',
    body: () => ({ email: email(), displayName: 'Matrix' }),
    expect: [401, 401, 403, 403, 403],
  },
  'POST /api/auth/google': {
    path: '/api/auth/google',
    body: () => ({ email: email(), displayName: 'Matrix' }),
    expect: [401, 401, 403, 403, 403],
  },
  'POST /api/auth/github': {
    path: '/api/auth/github',
    body: () => ({ email: email(), displayName: 'Matrix' }),
    expect: [401, 401, 403, 403, 403],
  },
  'POST /api/auth/login': { path: '/api/auth/login', body: () => ({ email: email() }), expect: 200, onlyWhen: 'MOCK_AUTH=true' },
  'POST /api/auth/password-reset': { path: '/api/auth/password-reset', body: () => ({ email: email() }), expect: 401 },
  'POST /api/auth/password-reset/confirm': {
    path: '/api/auth/password-reset/confirm',
    body: () => ({ token: 'not-a-token', password: 'matrix password' }),
    expect: 400,
  },
  'POST /api/auth/password': {
    path: '/api/auth/password',
    body: () => ({ currentPassword: 'not the password', newPassword: 'matrix password 2' }),
    expect: [401, 401, 401, 401, 401],
    freshSession: true,
  },
  'GET /api/auth/providers': { path: '/api/auth/providers', expect: 200 },
  'GET /api/auth/:provider/login': { path: '/api/auth/google/login', expect: 302 },
  'GET /api/auth/:provider/callback': { path: '/api/auth/google/callback', expect: 302 },

  // Workspaces
  'GET /api/workspaces': { path: '/api/workspaces', expect: SIGNED_IN },
  'POST /api/workspaces': { path: '/api/workspaces', body: () => ({ name: 'Matrix workspace' }), expect: ANY_SIGNED_IN_CREATES },
  'GET /api/workspaces/:workspaceId': { path: '/api/workspaces/{ws}', expect: WORKSPACE_READ },
  'PATCH /api/workspaces/:workspaceId': {
    path: '/api/workspaces/{ws}',
    body: () => ({ name: 'Renamed by matrix' }),
    expect: WORKSPACE_MANAGE,
  },
  'DELETE /api/workspaces/:workspaceId': { path: '/api/workspaces/{ws}', expect: WORKSPACE_MANAGE },
  'GET /api/workspaces/:workspaceId/summary': { path: '/api/workspaces/{ws}/summary', expect: WORKSPACE_READ },
  'GET /api/workspaces/:workspaceId/projects': { path: '/api/workspaces/{ws}/projects', expect: WORKSPACE_READ },
  'POST /api/workspaces/:workspaceId/projects': {
    path: '/api/workspaces/{ws}/projects',
    body: () => ({ name: 'Matrix project', siteUrl: 'https://matrix.example/' }),
    expect: WORKSPACE_MANAGE,
  },
  'GET /api/workspaces/:workspaceId/members': { path: '/api/workspaces/{ws}/members', expect: WORKSPACE_READ },
  'GET /api/workspaces/:workspaceId/comments': { path: '/api/workspaces/{ws}/comments', expect: WORKSPACE_READ },
  'GET /api/workspaces/:workspaceId/comment-authors': { path: '/api/workspaces/{ws}/comment-authors', expect: WORKSPACE_READ },
  'POST /api/workspaces/:workspaceId/comments/bulk': {
    path: '/api/workspaces/{ws}/comments/bulk',
    body: (f: MatrixFixtures) => ({ ids: [f.commentId], action: { type: 'status', status: 'open' } }),
    expect: DENIED_TO_OUTSIDERS,
  },
  'GET /api/workspaces/:workspaceId/analytics': {
    path: `/api/workspaces/{ws}/analytics?from=${encodeURIComponent('2026-01-01T00:00:00Z')}&to=${encodeURIComponent('2026-01-15T00:00:00Z')}`,
    expect: TEAM_ONLY,
  },

  // Team
  'GET /api/workspaces/:workspaceId/team': { path: '/api/workspaces/{ws}/team', expect: TEAM_ONLY },
  'PATCH /api/workspaces/:workspaceId/members/:userId': {
    path: '/api/workspaces/{ws}/members/{target}',
    body: () => ({ role: 'member' }),
    expect: WORKSPACE_MANAGE,
  },
  'DELETE /api/workspaces/:workspaceId/members/:userId': { path: '/api/workspaces/{ws}/members/{target}', expect: WORKSPACE_MANAGE },
  'PUT /api/workspaces/:workspaceId/members/:userId/projects': {
    path: '/api/workspaces/{ws}/members/{target}/projects',
    body: (f: MatrixFixtures) => ({ projectIds: [f.projectId] }),
    expect: WORKSPACE_MANAGE,
  },
  'POST /api/workspaces/:workspaceId/invites': {
    path: '/api/workspaces/{ws}/invites',
    body: () => ({ email: email(), role: 'member' }),
    expect: WORKSPACE_MANAGE,
  },
  'POST /api/workspaces/:workspaceId/share-links': {
    path: '/api/workspaces/{ws}/share-links',
    body: (f: MatrixFixtures) => ({ projectId: f.projectId }),
    expect: WORKSPACE_MANAGE,
  },
  'POST /api/invites/:inviteId/resend': { path: '/api/invites/{invite}/resend', expect: WORKSPACE_MANAGE },
  'DELETE /api/invites/:inviteId': { path: '/api/invites/{invite}', expect: WORKSPACE_MANAGE },
  'GET /api/join/:token': { path: '/api/join/not-an-invitation-token-at-all', expect: 410 },
  'POST /api/join/:token': { path: '/api/join/not-an-invitation-token-at-all', expect: [401, 401, 410, 410, 410] },

  // Projects
  'GET /api/projects/:projectId': { path: '/api/projects/{project}', expect: DENIED_TO_OUTSIDERS },
  'PATCH /api/projects/:projectId': {
    path: '/api/projects/{project}',
    body: () => ({ name: 'Renamed by matrix' }),
    expect: [401, 401, 404, 404, 403],
  },
  'POST /api/projects/:projectId/rotate-key': { path: '/api/projects/{project}/rotate-key', expect: [401, 401, 404, 404, 403] },
  'DELETE /api/projects/:projectId': { path: '/api/projects/{project}', expect: [401, 401, 404, 404, 403] },
  'GET /api/projects/:projectId/pages': { path: '/api/projects/{project}/pages', expect: DENIED_TO_OUTSIDERS },

  // Comments
  'GET /api/comments/:commentId': { path: '/api/comments/{comment}', expect: DENIED_TO_OUTSIDERS },
  'POST /api/comments/:commentId/replies': {
    path: '/api/comments/{comment}/replies',
    body: () => ({ body: 'Matrix reply' }),
    expect: [401, 401, 404, 404, 201],
  },
  'PATCH /api/comments/:commentId': { path: '/api/comments/{comment}', body: () => ({ status: 'open' }), expect: DENIED_TO_OUTSIDERS },
  'DELETE /api/comments/:commentId': { path: '/api/comments/{comment}', expect: [401, 401, 404, 404, 403] },
  // No screenshot on this pin: the member, who may see it, is told so.
  'GET /api/comments/:commentId/screenshot': { path: '/api/comments/{comment}/screenshot', expect: [401, 401, 404, 404, 404] },

  // Notifications and the caller's own account
  'GET /api/notifications': { path: '/api/notifications', expect: SIGNED_IN },
  'POST /api/notifications/:notificationId/read': { path: '/api/notifications/{notification}/read', expect: [401, 401, 404, 404, 404] },
  'POST /api/notifications/read-all': { path: '/api/notifications/read-all', expect: SIGNED_IN },
  'PATCH /api/users/me': { path: '/api/users/me', body: () => ({ displayName: 'Matrix Person' }), expect: SIGNED_IN },
  'GET /api/users/me/notification-preferences': { path: '/api/users/me/notification-preferences', expect: SIGNED_IN },
  'PATCH /api/users/me/notification-preferences': {
    path: '/api/users/me/notification-preferences',
    body: () => ({ comment: true }),
    expect: SIGNED_IN,
  },

  // Data retention
  'POST /api/retention/request-export': { path: '/api/retention/request-export?workspaceId={ws}', expect: WORKSPACE_MANAGE },
  'GET /api/retention/exports/:exportId/download': { path: '/api/retention/exports/{export}/download', expect: WORKSPACE_MANAGE },
  // The spec's calls name no workspace: the query (or X-Workspace-Id) names tenant A's here.
  'GET /api/retention/status': { path: '/api/retention/status?workspaceId={ws}', expect: WORKSPACE_READ },
  'GET /api/retention/config': { path: '/api/retention/config?workspaceId={ws}', expect: WORKSPACE_READ },
  'POST /api/retention/acknowledge': {
    path: '/api/retention/acknowledge?workspaceId={ws}',
    body: () => ({ warningType: 'banner_dismissed', daysRemaining: 3 }),
    expect: WORKSPACE_READ,
  },

  // Plans and billing: the plans are public; the webhook is signed, not signed in (unconfigured here: 404).
  'GET /api/billing/plans': { path: '/api/billing/plans', expect: 200 },
  'POST /api/billing/webhook': {
    path: '/api/billing/webhook',
    body: () => ({ meta: { event_name: 'subscription_created' } }),
    expect: 404,
  },
  'GET /api/workspaces/:workspaceId/billing': { path: '/api/workspaces/{ws}/billing', expect: TEAM_ONLY },

  // The widget: A's key from A's site; the otherKey actor uses B's key from B's site.
  'OPTIONS /api/widget/:key/*': { path: '/api/widget/{key}/comments', expect: 204 },
  'GET /api/widget/:key/config': { path: '/api/widget/{key}/config', expect: [200, 200, 200, 403, 200] },
  'GET /api/widget/:key/comments': { path: '/api/widget/{key}/comments', expect: [200, 200, 200, 403, 200] },
  'GET /api/widget/:key/comments/:commentId': { path: '/api/widget/{key}/comments/{comment}', expect: [200, 404, 200, 403, 200] },
  'POST /api/widget/:key/comments': { path: '/api/widget/{key}/comments', body: guestComment, expect: [201, 201, 201, 403, 201] },
  'POST /api/widget/:key/comments/:commentId/replies': {
    path: '/api/widget/{key}/comments/{comment}/replies',
    body: () => ({ body: 'Matrix reply', guest: { name: 'Matrix Guest', email: 'guest@example.com' } }),
    expect: [201, 404, 201, 403, 201],
  },
  'PATCH /api/widget/:key/comments/:commentId': {
    path: '/api/widget/{key}/comments/{comment}',
    body: () => ({ status: 'open' }),
    expect: [401, 401, 403, 403, 200],
  },
  // Tickets from the widget: members only, like status (guests and clients never see tickets).
  'GET /api/widget/:key/trackers': { path: '/api/widget/{key}/trackers', expect: [401, 401, 403, 403, 200] },
  'GET /api/widget/:key/comments/:commentId/tickets': {
    path: '/api/widget/{key}/comments/{comment}/tickets',
    expect: [401, 401, 403, 403, 200],
  },
  'GET /api/widget/:key/comments/:commentId/ticket-preview': {
    path: `/api/widget/{key}/comments/{comment}/ticket-preview?integrationId=${UNKNOWN_ID}`,
    expect: [401, 401, 403, 403, 404],
  },
  'POST /api/widget/:key/comments/:commentId/tickets': {
    path: '/api/widget/{key}/comments/{comment}/tickets',
    body: () => ({ integrationId: UNKNOWN_ID }),
    expect: [401, 401, 403, 403, 404],
  },
  'POST /api/widget/:key/comments/:commentId/screenshot': {
    path: '/api/widget/{key}/comments/{comment}/screenshot?token=not-a-token',
    expect: [403, 404, 403, 403, 403],
  },
  // A made-up code: from the project's own site it is refused as gone, from elsewhere the origin is.
  'POST /api/widget/:key/handoff': { path: '/api/widget/{key}/handoff', body: () => ({ code: 'x'.repeat(43) }), expect: 410 },
  'POST /api/widget-auth/handoffs/:commentId': { path: '/api/widget-auth/handoffs/{comment}', expect: [401, 401, 404, 404, 201] },
  'POST /api/widget-auth/grant': {
    path: '/api/widget-auth/grant',
    body: (f: MatrixFixtures) => ({ projectKey: f.projectKey, origin: 'https://site.example.com' }),
    expect: [401, 401, 404, 403, 200],
  },

  // The public site
  'GET /api/site': { path: '/api/site', expect: 200 },
  'GET /api/tenants/:slug': { path: '/api/tenants/no-such-tenant', expect: 404 },
  'GET /api/demo': { path: '/api/demo', expect: 200 },
  'GET /api/openapi.json': { path: '/api/openapi.json', expect: 200 },
  'GET /api/roadmap/requests': { path: '/api/roadmap/requests', expect: 200 },
  'GET /api/roadmap/requests/:id': { path: '/api/roadmap/requests/{request}', expect: 200 },
  'POST /api/roadmap/requests': {
    path: '/api/roadmap/requests',
    body: () => ({ title: 'Matrix idea', body: '' }),
    expect: ANY_SIGNED_IN_CREATES,
  },
  'POST /api/roadmap/requests/:id/vote': { path: '/api/roadmap/requests/{request}/vote', expect: SIGNED_IN },
  'DELETE /api/roadmap/requests/:id/vote': { path: '/api/roadmap/requests/{request}/vote', expect: SIGNED_IN },
  'POST /api/roadmap/requests/:id/comments': {
    path: '/api/roadmap/requests/{request}/comments',
    body: () => ({ body: 'Matrix comment' }),
    expect: ANY_SIGNED_IN_CREATES,
  },
  'PATCH /api/roadmap/requests/:id': {
    path: '/api/roadmap/requests/{request}',
    body: () => ({ status: 'planned' }),
    expect: INSTANCE_ADMIN,
  },
  'GET /api/changelog': { path: '/api/changelog', expect: 200 },
  'POST /api/changelog': { path: '/api/changelog', body: () => ({ title: 'Matrix', markdown: 'Matrix' }), expect: INSTANCE_ADMIN },

  // E-mail: one-click unsubscribe is public; only the signed token in the link can stop mail.
  'GET /api/mail/unsubscribe': { path: '/api/mail/unsubscribe?token=not-a-token', expect: 401 },
  'POST /api/mail/unsubscribe': { path: '/api/mail/unsubscribe?token=not-a-token', expect: 401 },

  // The instance administrators' console
  'GET /api/admin/overview': { path: '/api/admin/overview', expect: INSTANCE_ADMIN },
  'GET /api/admin/users': { path: '/api/admin/users', expect: INSTANCE_ADMIN },
  'PATCH /api/admin/users/:userId': { path: '/api/admin/users/{target}', body: () => ({ disabled: true }), expect: INSTANCE_ADMIN },
  'GET /api/admin/workspaces': { path: '/api/admin/workspaces', expect: INSTANCE_ADMIN },
  'PATCH /api/admin/workspaces/:workspaceId': {
    path: '/api/admin/workspaces/{ws}',
    body: () => ({ exempt: true }),
    expect: INSTANCE_ADMIN,
  },
  'GET /api/admin/jobs': { path: '/api/admin/jobs', expect: INSTANCE_ADMIN },
  'GET /api/admin/audit-log': { path: '/api/admin/audit-log', expect: INSTANCE_ADMIN },
  'POST /api/admin/jobs/:jobId/retry': { path: `/api/admin/jobs/${randomUUID()}/retry`, expect: INSTANCE_ADMIN },

  // The developer platform: keys and webhooks are managed by owners and admins (ids of nothing here:
  // the role is refused before any lookup).
  'GET /api/workspaces/:workspaceId/api-keys': { path: '/api/workspaces/{ws}/api-keys', expect: WORKSPACE_MANAGE },
  'GET /api/workspaces/:workspaceId/api-keys/usage': { path: '/api/workspaces/{ws}/api-keys/usage', expect: WORKSPACE_MANAGE },
  'GET /api/workspaces/:workspaceId/api-keys/activity': { path: '/api/workspaces/{ws}/api-keys/activity', expect: WORKSPACE_MANAGE },
  'GET /api/comments/:commentId/api-key-activity': { path: '/api/comments/{comment}/api-key-activity', expect: DENIED_TO_OUTSIDERS },
  'POST /api/workspaces/:workspaceId/api-keys': {
    path: '/api/workspaces/{ws}/api-keys',
    body: () => ({ name: 'Matrix key', scopes: ['read'] }),
    expect: WORKSPACE_MANAGE,
  },
  'DELETE /api/workspaces/:workspaceId/api-keys/:keyId': {
    path: `/api/workspaces/{ws}/api-keys/${randomUUID()}`,
    expect: WORKSPACE_MANAGE,
  },
  'GET /api/workspaces/:workspaceId/webhooks': { path: '/api/workspaces/{ws}/webhooks', expect: WORKSPACE_MANAGE },
  'POST /api/workspaces/:workspaceId/webhooks': {
    path: '/api/workspaces/{ws}/webhooks',
    body: () => ({ url: 'https://hooks.matrix.example/in', eventTypes: ['comment.created'] }),
    expect: WORKSPACE_MANAGE,
  },
  'GET /api/workspaces/:workspaceId/webhooks/:endpointId': {
    path: `/api/workspaces/{ws}/webhooks/${randomUUID()}`,
    expect: WORKSPACE_MANAGE,
  },
  'PATCH /api/workspaces/:workspaceId/webhooks/:endpointId': {
    path: `/api/workspaces/{ws}/webhooks/${randomUUID()}`,
    body: () => ({ enabled: false }),
    expect: WORKSPACE_MANAGE,
  },
  'DELETE /api/workspaces/:workspaceId/webhooks/:endpointId': {
    path: `/api/workspaces/{ws}/webhooks/${randomUUID()}`,
    expect: WORKSPACE_MANAGE,
  },
  'GET /api/workspaces/:workspaceId/webhooks/:endpointId/secret': {
    path: `/api/workspaces/{ws}/webhooks/${randomUUID()}/secret`,
    expect: WORKSPACE_MANAGE,
  },
  'POST /api/workspaces/:workspaceId/webhooks/:endpointId/rotate-secret': {
    path: `/api/workspaces/{ws}/webhooks/${randomUUID()}/rotate-secret`,
    expect: WORKSPACE_MANAGE,
  },
  'GET /api/workspaces/:workspaceId/webhooks/:endpointId/deliveries': {
    path: `/api/workspaces/{ws}/webhooks/${randomUUID()}/deliveries`,
    expect: WORKSPACE_MANAGE,
  },
  'POST /api/workspaces/:workspaceId/webhooks/:endpointId/deliveries/:deliveryId/resend': {
    path: `/api/workspaces/{ws}/webhooks/${randomUUID()}/deliveries/${randomUUID()}/resend`,
    expect: WORKSPACE_MANAGE,
  },
  // ARIA: the widget reports findings with the project's key (an empty light batch: 200 for whoever may
  // write there); the dashboard's views are the team's, the profile its owners' and admins'.
  'POST /api/widget/:key/aria/findings': {
    path: '/api/widget/{key}/aria/findings',
    body: () => ({ scan: 'light', pageUrl: 'https://matrix.example/', viewport: { width: 1280, height: 800 }, findings: [] }),
    expect: [200, 200, 200, 403, 200],
  },
  'GET /api/workspaces/:workspaceId/aria/profile': { path: '/api/workspaces/{ws}/aria/profile', expect: TEAM_ONLY },
  'PUT /api/workspaces/:workspaceId/aria/profile': {
    path: '/api/workspaces/{ws}/aria/profile',
    body: () => defaultAriaProfile('devflow'),
    expect: WORKSPACE_MANAGE,
  },
  'GET /api/workspaces/:workspaceId/aria/findings': { path: '/api/workspaces/{ws}/aria/findings', expect: TEAM_ONLY },
  'GET /api/workspaces/:workspaceId/aria/overview': { path: '/api/workspaces/{ws}/aria/overview', expect: TEAM_ONLY },
  'GET /api/workspaces/:workspaceId/aria/mutes': { path: '/api/workspaces/{ws}/aria/mutes', expect: TEAM_ONLY },
  'POST /api/workspaces/:workspaceId/aria/mutes': {
    path: '/api/workspaces/{ws}/aria/mutes',
    body: (f: MatrixFixtures) => ({ projectId: f.projectId, pagePattern: 'https://matrix.example/', rule: 'image-alt' }),
    expect: [401, 401, 404, 403, 201],
  },
  'DELETE /api/workspaces/:workspaceId/aria/mutes/:muteId': {
    path: `/api/workspaces/{ws}/aria/mutes/${randomUUID()}`,
    expect: [401, 401, 404, 403, 404],
  },

  // The MCP endpoint takes API keys only: a person's sign-in token is refused; it is stateless, so
  // GET (a stream) and DELETE (a session's end) are refused to anyone signed in.
  'POST /api/mcp': { path: '/api/mcp', body: () => ({ jsonrpc: '2.0', id: 1, method: 'tools/list' }), expect: [401, 401, 403, 403, 403] },
  'GET /api/mcp': { path: '/api/mcp', expect: [401, 401, 405, 405, 405] },
  'DELETE /api/mcp': { path: '/api/mcp', expect: [401, 401, 405, 405, 405] },

  // Development mail (outside production) and files
  'GET /dev/outbox': { path: '/dev/outbox', expect: 200, showsEveryMailbox: true },
  'GET /api/dev/outbox': { path: '/api/dev/outbox', expect: 200, showsEveryMailbox: true },
  'GET /widget.js': { path: '/widget.js', expect: builtFile((config) => config.widgetDistDir, 'widget.js') },
  'GET /widget/*': { path: '/widget/widget-app.js', expect: 200, onlyWhen: 'the widget is built' },
  'GET /sitemap.xml': { path: '/sitemap.xml', expect: 200 },
  'GET /robots.txt': { path: '/robots.txt', expect: 200 },
  'GET /.well-known/jwks.json': { path: '/.well-known/jwks.json', expect: 200 },
  'GET /*': { path: '/favicon.svg', expect: 200, onlyWhen: 'the web app is built' },

  // Integrations and automation (issue #19). Ids the fixtures do not make are random: everyone signed in gets 404.
  'GET /api/workspaces/:workspaceId/integrations': { path: '/api/workspaces/{ws}/integrations', expect: TEAM_ONLY },
  'POST /api/workspaces/:workspaceId/integrations': {
    path: '/api/workspaces/{ws}/integrations',
    body: () => ({ provider: 'email', settings: { recipients: ['matrix@example.com'] } }),
    expect: [401, 401, 404, 403, 403],
  },
  'PATCH /api/integrations/:integrationId': {
    path: `/api/integrations/${UNKNOWN_ID}`,
    body: () => ({ settings: {} }),
    expect: NOT_FOUND_SIGNED_IN,
  },
  'DELETE /api/integrations/:integrationId': { path: `/api/integrations/${UNKNOWN_ID}`, expect: NOT_FOUND_SIGNED_IN },
  'GET /api/comments/:commentId/tickets': { path: '/api/comments/{comment}/tickets', expect: [401, 401, 404, 404, 200] },
  'GET /api/comments/:commentId/ticket-preview': {
    path: `/api/comments/{comment}/ticket-preview?integrationId=${UNKNOWN_ID}`,
    expect: NOT_FOUND_SIGNED_IN,
  },
  'POST /api/comments/:commentId/tickets': {
    path: '/api/comments/{comment}/tickets',
    body: () => ({ integrationId: UNKNOWN_ID }),
    expect: NOT_FOUND_SIGNED_IN,
  },
  'POST /api/integrations/:integrationId/webhook': { path: `/api/integrations/${UNKNOWN_ID}/webhook`, body: () => ({}), expect: 404 },
  'GET /api/integrations/:integrationId/webhook': { path: `/api/integrations/${UNKNOWN_ID}/webhook`, expect: 200 },
  'GET /api/shared-screenshots/:commentId': { path: '/api/shared-screenshots/{comment}?expires=1&signature=forged', expect: 403 },
  'GET /api/workspaces/:workspaceId/automation-rules': { path: '/api/workspaces/{ws}/automation-rules', expect: WORKSPACE_MANAGE },
  'POST /api/workspaces/:workspaceId/automation-rules': {
    path: '/api/workspaces/{ws}/automation-rules',
    body: () => ({ name: 'Matrix rule', trigger: 'comment-created', actions: [{ type: 'set-priority', priority: 'high' }] }),
    expect: WORKSPACE_MANAGE,
  },
  'POST /api/workspaces/:workspaceId/automation-rules/try': {
    path: '/api/workspaces/{ws}/automation-rules/try',
    body: () => ({ name: 'Matrix rule', trigger: 'comment-created', actions: [{ type: 'set-priority', priority: 'high' }] }),
    expect: WORKSPACE_MANAGE,
  },
  'PUT /api/workspaces/:workspaceId/automation-rules/order': {
    path: '/api/workspaces/{ws}/automation-rules/order',
    body: () => ({ ruleIds: [UNKNOWN_ID] }),
    expect: WORKSPACE_MANAGE,
  },
  'PATCH /api/automation-rules/:ruleId': {
    path: `/api/automation-rules/${UNKNOWN_ID}`,
    body: () => ({ enabled: false }),
    expect: NOT_FOUND_SIGNED_IN,
  },
  'DELETE /api/automation-rules/:ruleId': { path: `/api/automation-rules/${UNKNOWN_ID}`, expect: NOT_FOUND_SIGNED_IN },
  'GET /api/automation-rules/:ruleId/runs': { path: `/api/automation-rules/${UNKNOWN_ID}/runs`, expect: NOT_FOUND_SIGNED_IN },
};
