import type { FastifyInstance } from 'fastify';
import { person } from '../policies/api-key-principal.ts';
import { findRole } from '../policies/require-membership.ts';
import { visibleProjectIds } from '../policies/visible-projects.ts';
import { rooms, type AppServer } from './realtime.ts';

/**
 * Brings a member's open sockets in line with their access after a role change, a grant change or
 * their removal, without a reconnect. Everything goes through the adapter (socketsJoin/socketsLeave,
 * fetchSockets), so sockets on every instance follow.
 */
export async function syncMemberAccess(app: FastifyInstance, io: AppServer, workspaceId: string, userId: string): Promise<void> {
  const role = await findRole(app.db, person(userId), workspaceId);
  const projects = await app.db.selectFrom('projects').select('id').where('workspace_id', '=', workspaceId).execute();
  const visible = role ? await visibleProjectIds(app.db, { ...person(userId), workspaceId, role }) : [];
  const hidden = projects.map((project) => project.id).filter((id) => visible !== null && !visible.includes(id));
  // The dashboard sockets that joined this workspace as this user (see workspace-events.ts).
  const joined = io.in(rooms.member(workspaceId, userId));
  if (!role) {
    joined.socketsLeave([rooms.workspace(workspaceId), ...hidden.map(rooms.project), rooms.member(workspaceId, userId)]);
  } else if (visible === null) {
    joined.socketsJoin(rooms.workspace(workspaceId));
  } else {
    joined.socketsLeave([rooms.workspace(workspaceId), ...hidden.map(rooms.project)]);
    joined.socketsJoin(visible.map(rooms.project));
  }
  // A widget socket follows its project key, so one showing a project now out of reach is closed:
  // its reconnect meets the handshake's grant check (socket-auth.ts).
  const sockets = await io.in(rooms.user(userId)).fetchSockets();
  for (const socket of sockets) {
    const { projectId, projectWorkspaceId } = socket.data;
    if (projectId && projectWorkspaceId === workspaceId && hidden.includes(projectId)) socket.disconnect(true);
  }
}
