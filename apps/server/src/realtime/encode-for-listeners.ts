import type { Namespace } from 'socket.io';

type Adapter = Namespace['adapter'];

/** The two steps of Socket.IO's broadcast (socket.io-adapter's `Adapter.broadcast`) this module reorders. */
interface BroadcastSteps {
  _encode(packet: unknown, packetOpts: Record<string, unknown>): unknown[];
  apply(opts: unknown, callback: (socket: unknown) => void): void;
}

/**
 * Socket.IO's adapter encodes a broadcast (the JSON text and its WebSocket frame) before it looks up the
 * sockets of its rooms, so an event for a room nobody on this instance is in cost a whole serialization:
 * with many workspaces and few dashboards open, that is most events, and on every instance of a cluster.
 * Here the encoding waits for the first socket the packet goes to, and is shared by all the others.
 *
 * The rest of the broadcast is untouched: the cluster adapter still forwards the event to the other
 * instances, and connection-state recovery still keeps it for a socket that reconnects into the room.
 * `broadcast` calls `_encode`, then `apply` at once (synchronously), so one pending packet suffices.
 */
export function encodeOnlyForListeners(adapter: Adapter): void {
  const steps = adapter as unknown as BroadcastSteps;
  const encode = steps._encode.bind(adapter);
  const apply = steps.apply.bind(adapter);
  let pending: { packet: unknown; packetOpts: Record<string, unknown>; encoded: unknown[] } | null = null;
  steps._encode = (packet, packetOpts) => {
    // Filled in place below: the broadcast hands this same array to every socket it finds.
    const encoded: unknown[] = [];
    pending = { packet, packetOpts, encoded };
    return encoded;
  };
  steps.apply = (opts, callback) => {
    const broadcast = pending;
    pending = null;
    if (!broadcast) return apply(opts, callback);
    apply(opts, (socket) => {
      if (broadcast.encoded.length === 0) broadcast.encoded.push(...encode(broadcast.packet, broadcast.packetOpts));
      callback(socket);
    });
  };
}
