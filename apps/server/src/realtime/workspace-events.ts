import type { FastifyInstance } from 'fastify';
import {
  CommentTypingEvent,
  CursorMoveEvent,
  JoinWorkspaceEvent,
  LeaveWorkspaceEvent,
  PositionsUpdateEvent,
  type Ack,
} from '@commentflow/shared';
import { person } from '../policies/api-key-principal.ts';
import { findRole } from '../policies/require-membership.ts';
import { visibleProjectIds } from '../policies/visible-projects.ts';
import { rooms, type AppSocket } from './realtime.ts';
import { relayPositions } from './relay-positions.ts';

const CURSOR_INTERVAL_MS = 50; // at most 20 cursor updates a second per socket
const TYPING_REPEAT_MS = 1_000; // a repeated "is typing" for the same thread, at most once a second

const refuse = (ack: Ack | undefined, message: string) => ack?.({ ok: false, error: 'not-found', message });

/** Presence and the live signals of docs/product/api.md, relayed only inside a workspace the socket has joined. */
export function registerWorkspaceEvents(app: FastifyInstance, socket: AppSocket): void {
  const joined = (workspaceId: string) => socket.rooms.has(rooms.workspace(workspaceId));
  const who = () => ({ userId: socket.data.userId ?? '', displayName: socket.data.displayName });
  let lastCursorAt = 0;
  let lastTyping = { key: '', at: 0 };

  socket.on('join-workspace', async (payload, ack) => {
    const parsed = JoinWorkspaceEvent.safeParse(payload);
    const userId = socket.data.userId;
    if (!parsed.success || !userId) return refuse(ack, 'Workspace not found');
    const { workspaceId } = parsed.data;
    const role = await findRole(app.db, person(userId), workspaceId);
    if (!role) return refuse(ack, 'Workspace not found');
    // A client hears only the projects granted to them: their rooms, never the whole workspace's.
    const visible = await visibleProjectIds(app.db, { ...person(userId), workspaceId, role });
    // The member room lets a later grant or role change reach this socket (member-access.ts).
    if (visible) {
      await socket.join([rooms.member(workspaceId, userId), ...visible.map(rooms.project)]);
      return ack?.({ ok: true });
    }
    await socket.join([rooms.member(workspaceId, userId), rooms.workspace(workspaceId)]);
    socket.to(rooms.workspace(workspaceId)).emit('user-joined', { workspaceId, ...who() });
    ack?.({ ok: true });
  });

  socket.on('leave-workspace', async (payload, ack) => {
    const parsed = LeaveWorkspaceEvent.safeParse(payload);
    const userId = socket.data.userId;
    if (!parsed.success || !userId || !socket.rooms.has(rooms.member(parsed.data.workspaceId, userId)))
      return refuse(ack, 'Workspace not joined');
    const { workspaceId } = parsed.data;
    const wasInWorkspaceRoom = joined(workspaceId);
    // A client joined project rooms instead; a widget socket keeps the project its key opened.
    const projects = await app.db.selectFrom('projects').select('id').where('workspace_id', '=', workspaceId).execute();
    const projectRooms = projects
      .map((project) => rooms.project(project.id))
      .filter((room) => room !== rooms.project(socket.data.projectId ?? ''));
    for (const room of [rooms.workspace(workspaceId), rooms.member(workspaceId, userId), ...projectRooms]) await socket.leave(room);
    if (wasInWorkspaceRoom) socket.to(rooms.workspace(workspaceId)).emit('user-left', { workspaceId, ...who() });
    ack?.({ ok: true });
  });

  socket.on('cursor-move', (payload) => {
    const parsed = CursorMoveEvent.safeParse(payload);
    const now = Date.now();
    if (!parsed.success || !joined(parsed.data.workspaceId) || now - lastCursorAt < CURSOR_INTERVAL_MS) return;
    lastCursorAt = now;
    socket.to(rooms.workspace(parsed.data.workspaceId)).emit('cursor-update', { ...parsed.data, ...who() });
  });

  socket.on('comment-typing', (payload) => {
    const parsed = CommentTypingEvent.safeParse(payload);
    if (!parsed.success || !joined(parsed.data.workspaceId)) return;
    // Stopping always goes through; starting again on the same thread is rate-limited.
    const key = `${parsed.data.workspaceId}:${parsed.data.commentId ?? 'new'}`;
    const now = Date.now();
    if (parsed.data.isTyping && key === lastTyping.key && now - lastTyping.at < TYPING_REPEAT_MS) return;
    lastTyping = parsed.data.isTyping ? { key, at: now } : { key: '', at: 0 };
    socket.to(rooms.workspace(parsed.data.workspaceId)).emit('user-typing', { ...parsed.data, ...who() });
  });

  socket.on('positions-updated', (payload) => {
    const parsed = PositionsUpdateEvent.safeParse(payload);
    if (!parsed.success) return;
    relayPositions(app, socket, parsed.data).catch((error: unknown) => app.log.error({ err: error }, 'could not relay pin positions'));
  });

  socket.on('disconnecting', () => {
    for (const room of socket.rooms) {
      if (!room.startsWith('workspace:')) continue;
      const workspaceId = room.slice('workspace:'.length);
      socket.to(room).emit('user-left', { workspaceId, ...who() });
    }
  });
}
