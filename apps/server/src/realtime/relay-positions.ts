import type { FastifyInstance } from 'fastify';
import type { PositionsUpdateEvent } from '@commentflow/shared';
import { rooms, type AppSocket } from './realtime.ts';

/**
 * Relays where a page's pins now are, keeping only the pins of the workspace that the sender sees:
 * all of them once it joined the workspace room, a client's only in the project rooms granted to them
 * (member-access.ts keeps those rooms in step with their access). One event per project, so a client
 * hears only its projects' pins; guests on the site hear none (their widget does not need them).
 */
export async function relayPositions(app: FastifyInstance, socket: AppSocket, update: PositionsUpdateEvent): Promise<void> {
  const { workspaceId, positions } = update;
  const userId = socket.data.userId;
  if (!userId || !socket.rooms.has(rooms.member(workspaceId, userId)) || positions.length === 0) return;
  const pins = await app.db
    .selectFrom('comments')
    .select(['id', 'project_id'])
    .where('workspace_id', '=', workspaceId)
    .where('parent_id', 'is', null)
    .where(
      'id',
      'in',
      positions.map((position) => position.commentId),
    )
    .execute();
  const seesAll = socket.rooms.has(rooms.workspace(workspaceId));
  const projectOf = new Map(
    pins.filter((pin) => seesAll || socket.rooms.has(rooms.project(pin.project_id))).map((pin) => [pin.id, pin.project_id]),
  );
  const byProject = new Map<string, PositionsUpdateEvent['positions']>();
  for (const position of positions) {
    const projectId = projectOf.get(position.commentId);
    if (!projectId) continue;
    const list = byProject.get(projectId) ?? [];
    list.push(position);
    byProject.set(projectId, list);
  }
  for (const [projectId, projectPositions] of byProject) {
    socket
      .to([rooms.workspace(workspaceId), rooms.project(projectId)])
      .except(rooms.projectGuests(projectId))
      .emit('positions-updated', { ...update, positions: projectPositions, userId });
  }
}
