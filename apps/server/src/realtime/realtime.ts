import type { FastifyInstance } from 'fastify';
import { Server, type RemoteSocket, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type {
  AccessChangeReason,
  ClientToServerEvents,
  RetentionStatus,
  RetentionWarningPayload,
  ServerToClientEvents,
} from '@commentflow/shared';
import type { ProjectRow } from '../db/schema.ts';
import type { AdapterRedis } from '../redis.ts';
import { AppError } from '../errors.ts';
import { guestView, presentComment } from '../presenters/comment.ts';
import { presentNotification } from '../presenters/notification.ts';
import type { DomainEvent } from '../services/domain-events.ts';
import { recordEvents, startEventOutbox, type EventRecorder } from '../services/event-outbox.ts';
import { encodeOnlyForListeners } from './encode-for-listeners.ts';
import { keepOnlyRecoverableEvents } from './keep-recoverable-events.ts';
import { authenticateSocket, widgetSocketStillAllowed, type SocketData } from './socket-auth.ts';
import { syncMemberAccess } from './member-access.ts';
import { createRetentionSockets, type RetentionSockets } from './retention-socket.ts';
import { registerWorkspaceEvents } from './workspace-events.ts';

export interface Realtime extends EventRecorder {
  /**
   * Call only after the transaction that made the change has committed, and which recorded the events
   * (`record`): their outbox row, if any, goes once they are sent.
   */
  publish(events: DomainEvent[]): void;
  disconnectSession(sessionId: string): Promise<void>;
  /** Closes the widget sockets of a project whose key changed or which was deleted. */
  disconnectProject(projectId: string): void;
  /**
   * Call after a project's settings changed (and the change committed): closes its widget sockets that
   * the handshake would now refuse (guests once guests are off, pages of an origin no longer allowed).
   */
  projectAccessChanged(project: ProjectRow): void;
  /**
   * Call after a member's role, project grants or membership changed (and the change committed): moves
   * their sockets between rooms, then tells their open dashboards with `access-changed`.
   */
  syncMemberAccess(workspaceId: string, userId: string, reason: AccessChangeReason): Promise<void>;
  /** A member's retention status changed: `status_update` on their `/retention/{uid}` sockets. */
  retentionChanged(userIds: readonly string[], status: RetentionStatus): void;
  /** docs/product/api.md `retention-warning` to these users' Socket.IO connections only. */
  retentionWarning(userIds: readonly string[], payload: RetentionWarningPayload): void;
  /** The `/retention/{uid}` WebSockets of docs/product/limits.md. */
  readonly retentionSockets: RetentionSockets;
  close(): Promise<void>;
}

export type AppServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export const rooms = {
  user: (id: string) => `user:${id}`,
  session: (id: string) => `session:${id}`,
  workspace: (id: string) => `workspace:${id}`,
  project: (id: string) => `project:${id}`,
  /** The widget sockets of guests on a project (also in its project room), who hear the guests' view of comments. */
  projectGuests: (id: string) => `project-guests:${id}`,
  /** The sockets of one user that joined one workspace, whatever rooms their role gave them. */
  member: (workspaceId: string, userId: string) => `member:${workspaceId}:${userId}`,
};

/** `adapterRedis`: the streams adapter's Redis (redis.ts), null on a single instance. */
export async function createRealtime(app: FastifyInstance, adapterRedis: AdapterRedis | null): Promise<Realtime> {
  const io: AppServer = new Server(app.server, {
    path: '/socket.io',
    // Any site may open the transport; the handshake middleware decides who gets in.
    cors: { origin: true, credentials: false },
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000 },
    serveClient: false,
  });

  // Redis out of reach: the adapter's publish fails at once and it still delivers to this instance's
  // sockets (socket.io-adapter's ClusterAdapter.broadcast).
  if (adapterRedis) io.adapter(createAdapter(adapterRedis.client));
  else keepOnlyRecoverableEvents(io.of('/'));
  encodeOnlyForListeners(io.of('/').adapter);
  const retentionSockets = await createRetentionSockets(app);

  io.use(async (socket, next) => {
    try {
      socket.data = await authenticateSocket(app, socket);
      next();
    } catch (error) {
      const code = error instanceof AppError ? error.code : 'internal';
      if (!(error instanceof AppError)) app.log.error({ err: error }, 'socket handshake failed');
      next(Object.assign(new Error(error instanceof AppError ? error.message : 'Connection refused'), { data: { error: code } }));
    }
  });

  io.on('connection', (socket) => {
    const { userId, sessionId, projectId, widgetGuest } = socket.data;
    if (userId) void socket.join(rooms.user(userId));
    if (sessionId) void socket.join(rooms.session(sessionId));
    if (projectId) void socket.join(widgetGuest ? [rooms.project(projectId), rooms.projectGuests(projectId)] : rooms.project(projectId));
    registerWorkspaceEvents(app, socket);
  });

  /**
   * Closes the project's widget sockets that `refused` picks, on every instance (fetchSockets goes
   * through the adapter). A client's dashboard socket shares the project room and stays.
   */
  function closeWidgetSockets(projectId: string, refused: (socket: RemoteSocket<ServerToClientEvents, SocketData>) => boolean): void {
    const room = io.in(rooms.project(projectId));
    room
      .fetchSockets()
      .then((sockets) => {
        for (const socket of sockets) if (socket.data.projectId === projectId && refused(socket)) socket.disconnect(true);
      })
      .catch((error: unknown) => {
        // The safe side: every socket of the room goes, and their reconnects are checked afresh.
        app.log.error({ err: error, projectId }, 'could not list the project sockets; closing them all');
        room.disconnectSockets(true);
      });
  }

  function emit(events: DomainEvent[]): void {
    for (const event of events) {
      // A notification is personal: only its recipient's sockets hear of it.
      if (event.name === 'notification-created') {
        io.to(rooms.user(event.payload.userId)).emit(event.name, {
          ...event.payload,
          notification: presentNotification(event.payload.notification),
        });
        continue;
      }
      // So is a finished export: only its requester may be handed the download.
      if (event.name === 'export_complete') {
        io.to(rooms.user(event.payload.userId)).emit(event.name, event.payload);
        const { workspaceId, exportId, status } = event.payload;
        retentionSockets.send([event.payload.userId], { type: 'export_complete', data: { workspaceId, exportId, status } });
        continue;
      }
      // The install check is for the dashboard only.
      if (event.name === 'widget-seen') {
        io.to(rooms.workspace(event.payload.workspaceId)).emit(event.name, event.payload);
        continue;
      }
      // Tickets are the team's (clients and guests never see them); members in the widget joined the workspace too.
      if (event.name === 'ticket-updated') {
        io.to(rooms.workspace(event.payload.workspaceId)).emit(event.name, event.payload);
        continue;
      }
      const { workspaceId, projectId } = event.payload;
      const targets = [rooms.workspace(workspaceId), rooms.project(projectId)];
      if (event.name === 'comment-deleted') {
        io.to(targets).emit(event.name, event.payload);
        continue;
      }
      // Members hear the whole comment; guests on the site get it without its author's captures.
      const comment = presentComment(event.payload.comment);
      io.to(targets)
        .except(rooms.projectGuests(projectId))
        .emit(event.name, { ...event.payload, comment });
      io.to(rooms.projectGuests(projectId)).emit(event.name, { ...event.payload, comment: guestView(comment) });
    }
  }
  // Sent means heard by every instance: on a cluster, only once the adapter's publish reached Redis
  // (a failed one still reaches this instance's sockets, and the outbox row stays for a sweeper).
  const transport = {
    send: adapterRedis
      ? (events: DomainEvent[]) => adapterRedis.delivered(() => emit(events))
      : (events: DomainEvent[]) => (emit(events), Promise.resolve(true)),
    ready: () => adapterRedis?.ready() ?? true,
  };
  const outbox = startEventOutbox(app.db, app.log, app.config.eventOutboxGraceMs, transport);

  return {
    // Alone (no Redis), an instance has no other to tell, and its own sockets go with it if it stops
    // before sending: they reconnect and catch up over HTTP. An outbox row would be written and deleted
    // for no one, a sixth of a comment create's time (ADR 037).
    record: adapterRedis ? recordEvents : async (_trx, result) => result,
    publish(events) {
      void transport.send(events).then((delivered) => delivered && outbox.sent(events));
    },
    async disconnectSession(id) {
      // Through the adapter, so sockets of this session on every instance are closed.
      io.in(rooms.session(id)).disconnectSockets(true);
      retentionSockets.closeSession(id);
    },
    disconnectProject(id) {
      closeWidgetSockets(id, () => true);
    },
    projectAccessChanged(project) {
      closeWidgetSockets(project.id, (socket) => !widgetSocketStillAllowed(project, socket));
    },
    async syncMemberAccess(workspaceId, userId, reason) {
      // The user room, not the member room: a removed member has left the latter, and a dashboard open
      // on another workspace still has to refresh its workspace list.
      const tell = () => io.to(rooms.user(userId)).emit('access-changed', { workspaceId, reason });
      try {
        await syncMemberAccess(app, io, workspaceId, userId);
        tell();
      } catch (error) {
        // An instance that does not answer fetchSockets in time: the change is committed, so close the
        // member's sockets everywhere instead (no answer needed); their reconnects are checked afresh.
        // Told first, so the dashboards reload their access rather than only their data.
        app.log.error({ err: error, workspaceId, userId }, 'member access sync failed; disconnecting the member');
        tell();
        io.in(rooms.user(userId)).disconnectSockets(true);
      }
    },
    retentionChanged(userIds, status) {
      retentionSockets.send(userIds, { type: 'status_update', data: status });
    },
    retentionWarning(userIds, payload) {
      if (userIds.length > 0) io.to(userIds.map(rooms.user)).emit('retention-warning', payload);
    },
    retentionSockets,
    async close() {
      await outbox.stop();
      await retentionSockets.close();
      // Only this instance's sockets: the others keep serving theirs.
      io.local.disconnectSockets(true);
      io.engine.close();
      // Stops the streams adapter's read loops before redis.ts destroys their connections: a loop
      // reading from a closed connection retries at once, forever, and starves the process.
      await io.of('/').adapter.close();
    },
  };
}
