import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents, SocketAuth } from '@commentflow/shared';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Real Socket.IO clients for tests, all closed together when the suite ends. */
export function socketClients() {
  const opened: ClientSocket[] = [];

  const open = (baseUrl: string, auth: SocketAuth, origin?: string): ClientSocket => {
    const socket: ClientSocket = io(baseUrl, {
      auth,
      transports: ['websocket'],
      extraHeaders: origin ? { origin } : {},
      reconnection: false,
    });
    opened.push(socket);
    return socket;
  };

  return {
    open,
    /** A socket whose handshake was accepted. */
    async connect(baseUrl: string, auth: SocketAuth, origin?: string): Promise<ClientSocket> {
      const socket = open(baseUrl, auth, origin);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      return socket;
    },
    /** The error code a refused handshake carries in connect_error's data. */
    refusal(baseUrl: string, auth: SocketAuth, origin?: string): Promise<string> {
      const socket = open(baseUrl, auth, origin);
      return new Promise((resolve, reject) => {
        socket.once('connect', () => reject(new Error('the handshake was accepted')));
        socket.once('connect_error', (error) => resolve((error as Error & { data?: { error: string } }).data?.error ?? 'no data'));
      });
    },
    closeAll(): void {
      for (const socket of opened) socket.disconnect();
    },
  };
}

/** Waits until `check` holds, or gives up after `timeoutMs` so the assertion after it can fail clearly. */
export async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * Resolves once everything the server had sent `socket` before now has arrived: a round trip on the
 * same connection (the server refuses a malformed join at once, and a connection keeps its order).
 * The positive signal that an event the socket must never get did not come, instead of a sleep.
 */
export async function drained(socket: ClientSocket): Promise<void> {
  await socket.timeout(5_000).emitWithAck('join-workspace', { workspaceId: 'drain' } as never);
}
