import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import type { SocketAuth } from '@commentflow/shared';
import { AppError } from '../errors.ts';
import { isOriginAllowed } from '../plugins/widget-cors.ts';
import { findRole } from '../policies/require-membership.ts';
import { requireProjectGranted } from '../policies/visible-projects.ts';
import { authenticateToken } from '../services/identity/session-guard.ts';

export interface SocketData {
  userId: string | null;
  sessionId: string | null;
  displayName: string;
  /** Set for widget sockets: the project whose pins this page shows. */
  projectId: string | null;
  projectWorkspaceId: string | null;
}

/**
 * Runs at every handshake, reconnects and recovered connections included (never skipped), so a
 * revoked session or a foreign origin cannot get back in.
 */
export async function authenticateSocket(app: FastifyInstance, socket: Socket): Promise<SocketData> {
  const { token, projectKey } = (socket.handshake.auth ?? {}) as SocketAuth;
  if (typeof token !== 'string' && typeof projectKey !== 'string') {
    throw new AppError('unauthorized', 'Connect with a sign-in token or a project key');
  }
  const data: SocketData = { userId: null, sessionId: null, displayName: 'Guest', projectId: null, projectWorkspaceId: null };

  if (typeof token === 'string') {
    const verified = await authenticateToken(app.db, app.signingKeys, app.config.issuer, token);
    const user = await app.db.selectFrom('users').select('display_name').where('id', '=', verified.userId).executeTakeFirstOrThrow();
    Object.assign(data, { userId: verified.userId, sessionId: verified.sessionId, displayName: user.display_name });
  }

  if (typeof projectKey === 'string') {
    const project = await app.db.selectFrom('projects').selectAll().where('public_key', '=', projectKey).executeTakeFirst();
    if (!project) throw new AppError('not-found', 'Project not found');
    if (!isOriginAllowed(project, socket.handshake.headers.origin, socket.handshake.headers.host)) {
      throw new AppError('origin-not-allowed', 'This site is not allowed to use this widget');
    }
    if (data.userId) await requireWidgetMemberGranted(app, data.userId, project.workspace_id, project.id);
    Object.assign(data, { projectId: project.id, projectWorkspaceId: project.workspace_id });
  }
  return data;
}

/** A signed-in client's widget socket is refused on a project not granted to them, as the widget API refuses it. */
async function requireWidgetMemberGranted(app: FastifyInstance, userId: string, workspaceId: string, projectId: string): Promise<void> {
  const role = await findRole(app.db, userId, workspaceId);
  if (role) await requireProjectGranted(app.db, { workspaceId, userId, role }, projectId);
}
