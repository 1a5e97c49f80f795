import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { Id, type RetentionSocketMessage } from '@commentflow/shared';
import { AppError } from '../errors.ts';
import { authenticateToken } from '../services/identity/session-guard.ts';

const PATH = /^\/retention\/([^/?#]+)\/?(?:\?.*)?$/;
/** A socket that has not presented its token by then is closed. */
const AUTH_TIMEOUT_MS = 5_000;
const CHANNEL = 'commentflow:retention-ws';

/** Close codes the client reads: sign in again, or this is someone else's channel. */
export const RETENTION_WS_CLOSE = { unauthorized: 4401, forbidden: 4403 } as const;

export interface RetentionSockets {
  /** Sends to every open `/retention/{uid}` socket of these users, on every instance. */
  send(userIds: readonly string[], message: RetentionSocketMessage): void;
  /** Closes the channels opened with this session's tokens (sign-out, a disabled account), on every instance. */
  closeSession(sessionId: string): void;
  close(): Promise<void>;
}

/**
 * docs/product/api.md, limits.md: the WebSocket at `/retention/{uid}` carrying `status_update`, `config_update` and
 * `export_complete` to that user only. Browsers cannot set headers on a WebSocket, and a token in the
 * URL would reach access logs, so the first message must be `{ "type": "auth", "token": "<idToken>" }`
 * for the user of the path; anything else closes the socket (4401, 4403). With Redis, messages cross
 * instances over pub/sub.
 */
export async function createRetentionSockets(app: FastifyInstance): Promise<RetentionSockets> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const byUser = new Map<string, Set<WebSocket>>();
  const sessionOf = new WeakMap<WebSocket, string>();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const match = PATH.exec(request.url ?? '');
    if (!match) return; // Socket.IO's upgrades, and anything else, are someone else's.
    const uid = Id.safeParse(decodeURIComponent(match[1]!));
    if (!uid.success) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, uid.data));
  };
  app.server.on('upgrade', onUpgrade);

  function accept(ws: WebSocket, uid: string): void {
    const timer = setTimeout(() => ws.close(RETENTION_WS_CLOSE.unauthorized, 'Send your sign-in token first'), AUTH_TIMEOUT_MS);
    ws.once('message', (raw) => {
      clearTimeout(timer);
      void authenticate(raw.toString())
        .then(({ userId, sessionId }) => {
          if (userId !== uid) return ws.close(RETENTION_WS_CLOSE.forbidden, 'This channel belongs to another user');
          const sockets = byUser.get(uid) ?? new Set();
          sockets.add(ws);
          byUser.set(uid, sockets);
          sessionOf.set(ws, sessionId);
          ws.on('close', () => {
            sockets.delete(ws);
            if (sockets.size === 0) byUser.delete(uid);
          });
          ws.send(JSON.stringify({ type: 'ready' }));
        })
        .catch((error: unknown) => {
          if (!(error instanceof AppError)) app.log.error({ err: error }, 'retention socket authentication failed');
          ws.close(RETENTION_WS_CLOSE.unauthorized, error instanceof AppError ? error.message : 'Sign in again');
        });
    });
  }

  async function authenticate(text: string): Promise<{ userId: string; sessionId: string }> {
    let token: unknown;
    try {
      const parsed = JSON.parse(text) as { type?: unknown; token?: unknown };
      token = parsed.type === 'auth' ? parsed.token : undefined;
    } catch {
      token = undefined;
    }
    if (typeof token !== 'string') throw new AppError('unauthorized', 'Sign in to continue');
    return authenticateToken(app.db, app.signingKeys, app.config.issuer, token);
  }

  function closeLocally(sessionId: string): void {
    for (const sockets of byUser.values()) {
      for (const ws of sockets) if (sessionOf.get(ws) === sessionId) ws.close(RETENTION_WS_CLOSE.unauthorized, 'This session has ended');
    }
  }

  function deliverLocally(userIds: readonly string[], message: RetentionSocketMessage): void {
    const text = JSON.stringify(message);
    for (const userId of userIds) for (const ws of byUser.get(userId) ?? []) if (ws.readyState === ws.OPEN) ws.send(text);
  }

  // A subscription keeps its offline queue (it resubscribes on reconnect), and is not awaited: Redis
  // out of reach at start must not hold the start (redis.ts starts degraded); it subscribes once connected.
  const subscriber = app.redis ? app.redis.duplicate({ disableOfflineQueue: false }) : null;
  if (subscriber) {
    subscriber.on('error', (error: unknown) => app.log.debug({ err: error }, 'retention socket subscriber error'));
    subscriber
      .connect()
      .then(() =>
        subscriber.subscribe(CHANNEL, (text) => {
          const published = JSON.parse(text) as { userIds: string[]; message: RetentionSocketMessage } | { closeSession: string };
          if ('closeSession' in published) closeLocally(published.closeSession);
          else deliverLocally(published.userIds, published.message);
        }),
      )
      .catch((error: unknown) => app.log.error({ err: error }, 'retention messages from other instances are not received'));
  }

  return {
    send(userIds, message) {
      if (userIds.length === 0) return;
      if (!app.redis) return deliverLocally(userIds, message);
      app.redis.publish(CHANNEL, JSON.stringify({ userIds, message })).catch((error: unknown) => {
        app.log.error({ err: error }, 'could not publish a retention message; delivering on this instance only');
        deliverLocally(userIds, message);
      });
    },
    closeSession(sessionId) {
      closeLocally(sessionId);
      app.redis?.publish(CHANNEL, JSON.stringify({ closeSession: sessionId })).catch((error: unknown) => {
        app.log.error({ err: error }, 'could not tell other instances to close a retention channel');
      });
    },
    async close() {
      app.server.off('upgrade', onUpgrade);
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      // Not a QUIT: a Redis that stopped answering would hold the shutdown.
      if (subscriber?.isOpen) subscriber.destroy();
    },
  };
}
