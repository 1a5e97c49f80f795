import type { Server } from 'socket.io';

/**
 * Whether a socket may hear any of some rooms, so that an event nobody can receive is never encoded
 * (encoding is most of an event's cost, and most comments are written while nobody watches).
 *
 * On one instance every socket is in this adapter's rooms. A socket that dropped may come back within
 * the recovery window and be replayed what its rooms were sent meanwhile (connection state
 * recovery), so its rooms count as heard until then. With Redis other instances' sockets are not
 * known here: every event crosses.
 */
export function heardRooms(io: Server, clustered: boolean, recoveryMs: number): (...names: string[]) => boolean {
  if (clustered) return () => true;
  const recovering = new Map<string, number>();
  io.on('connection', (socket) => {
    socket.on('disconnecting', () => {
      const now = Date.now();
      for (const [room, until] of recovering) if (until <= now) recovering.delete(room);
      for (const room of socket.rooms) recovering.set(room, now + recoveryMs);
    });
  });
  const rooms = io.of('/').adapter.rooms;
  return (...names) => names.some((name) => rooms.has(name) || (recovering.get(name) ?? 0) > Date.now());
}
