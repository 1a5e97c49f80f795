import type { Namespace } from 'socket.io';

interface BroadcastOptions {
  rooms: Set<string>;
}

/** What this module reads of socket.io-adapter's in-memory SessionAwareAdapter. */
interface SessionAwareAdapter {
  /** Room -> the ids of the sockets in it; a room is gone once its last socket left. */
  rooms: Map<string, Set<string>>;
  /** Socket id -> its rooms, for every connected socket. */
  sids: Map<string, Set<string>>;
  /** The sessions of sockets disconnected within maxDisconnectionDuration, which may still come back. */
  sessions: Map<string, { rooms: string[] }>;
  broadcast(packet: unknown, opts: BroadcastOptions): void;
}

/**
 * Socket.IO's connection-state recovery keeps every event broadcast in the last maxDisconnectionDuration
 * (two minutes here, three before its minutely sweep), so that a socket that comes back finds what it
 * missed: every event, whether or not any socket was ever in its rooms. Under a steady stream of comments
 * in workspaces nobody watched, a lone instance's memory grew by 4 KB a comment (770 MB after 20 s of
 * creates at 20 connections, from 200 MB), and every garbage collection walked it (the list answered 12%
 * slower with that heap).
 *
 * An event is kept only when a socket could ask for it on its return: one now in one of its rooms (it
 * may drop before the next event, and resumes after this one), or one whose session, disconnected within
 * the window, was (it comes back to exactly these). No other socket can name it as where to resume, nor
 * be missing it. For the in-memory adapter of an instance alone; a cluster's Redis adapter keeps its own.
 */
export function keepOnlyRecoverableEvents(namespace: Namespace): void {
  const adapter = namespace.adapter as unknown as SessionAwareAdapter;
  const sessionAware = Object.getPrototypeOf(adapter) as SessionAwareAdapter;
  // Socket.IO's own Adapter, which SessionAwareAdapter extends: the same broadcast, nothing kept.
  const plain = Object.getPrototypeOf(sessionAware) as SessionAwareAdapter;
  adapter.broadcast = (packet, opts) => (mayBeRecovered(adapter, opts) ? sessionAware : plain).broadcast.call(adapter, packet, opts);
}

function mayBeRecovered(adapter: SessionAwareAdapter, opts: BroadcastOptions): boolean {
  if (opts.rooms.size === 0) return adapter.sids.size > 0 || adapter.sessions.size > 0;
  for (const room of opts.rooms) if (adapter.rooms.has(room)) return true;
  for (const session of adapter.sessions.values()) if (session.rooms.some((room) => opts.rooms.has(room))) return true;
  return false;
}
