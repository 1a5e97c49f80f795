import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import type { SocketAuth } from '@commentflow/shared';
import type { ProjectRow } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { isOriginAllowed } from '../plugins/widget-cors.ts';
import { person } from '../policies/api-key-principal.ts';
import { findRole } from '../policies/require-membership.ts';
import { requireProjectGranted } from '../policies/visible-projects.ts';
import { guestsAllowed, requireGuestsAllowed } from '../policies/widget-guests.ts';
import { authenticateToken } from '../services/identity/session-guard.ts';
import { widgetTokenMisused } from '../services/identity/id-tokens.ts';

export interface SocketData {
  userId: string | null;
  sessionId: string | null;
  displayName: string;
  /** Set for widget sockets: the project whose pins this page shows. */
  projectId: string | null;
  projectWorkspaceId: string | null;
  /** A widget socket of someone outside the project's workspace: it hears the guests' view of comments. */
  widgetGuest: boolean;
}

/** What a widget socket was opened with, as the socket (local or on another instance) still carries it. */
interface WidgetSocketView {
  data: Pick<SocketData, 'widgetGuest'>;
  handshake: { headers: { origin?: string | undefined; host?: string | undefined } };
}

/**
 * Runs at every handshake, reconnects and recovered connections included (never skipped), so a
 * revoked session, a foreign origin or a guest of a team-only project cannot get back in.
 */
export async function authenticateSocket(app: FastifyInstance, socket: Socket): Promise<SocketData> {
  const { token, projectKey } = (socket.handshake.auth ?? {}) as SocketAuth;
  if (typeof token !== 'string' && typeof projectKey !== 'string') {
    throw new AppError('unauthorized', 'Connect with a sign-in token or a project key');
  }
  const data: SocketData = {
    userId: null,
    sessionId: null,
    displayName: 'Guest',
    projectId: null,
    projectWorkspaceId: null,
    widgetGuest: false,
  };

  if (typeof token === 'string') {
    const verified = await authenticateToken(app.db, app.signingKeys, app.config.issuer, token);
    // A widget token opens only its own project's widget socket, as on HTTP (plugins/authenticate.ts).
    if (verified.widgetKey !== null && verified.widgetKey !== projectKey) {
      throw widgetTokenMisused();
    }
    const user = await app.db.selectFrom('users').select('display_name').where('id', '=', verified.userId).executeTakeFirstOrThrow();
    Object.assign(data, { userId: verified.userId, sessionId: verified.sessionId, displayName: user.display_name });
  }

  if (typeof projectKey === 'string') {
    const project = await app.db.selectFrom('projects').selectAll().where('public_key', '=', projectKey).executeTakeFirst();
    if (!project) throw new AppError('not-found', 'Project not found');
    if (!isOriginAllowed(project, socket.handshake.headers.origin, socket.handshake.headers.host)) {
      throw new AppError('origin-not-allowed', 'This site is not allowed to use this widget');
    }
    const widgetGuest = !(data.userId && (await isWidgetMember(app, data.userId, project)));
    // Refused like the widget API refuses a guest's reads: a team-only project's pins are for its team.
    if (widgetGuest) requireGuestsAllowed(project);
    Object.assign(data, { projectId: project.id, projectWorkspaceId: project.workspace_id, widgetGuest });
  }
  return data;
}

/**
 * Whether an open widget socket would still pass the handshake's project checks after the project
 * changed (its origins, or whether it takes guests). Membership changes are member-access.ts's part.
 */
export function widgetSocketStillAllowed(project: ProjectRow, socket: WidgetSocketView): boolean {
  const { origin, host } = socket.handshake.headers;
  return isOriginAllowed(project, origin, host) && (!socket.data.widgetGuest || guestsAllowed(project));
}

/**
 * A member of the project's workspace. A signed-in client is refused on a project not granted to them,
 * as the widget API refuses them, rather than let in as a guest.
 */
async function isWidgetMember(app: FastifyInstance, userId: string, project: ProjectRow): Promise<boolean> {
  const role = await findRole(app.db, person(userId), project.workspace_id);
  if (!role) return false;
  await requireProjectGranted(app.db, { ...person(userId), workspaceId: project.workspace_id, role }, project.id);
  return true;
}
