import type { Socket } from 'socket.io-client';

// Spread over a couple of seconds so every dashboard of a restarted instance does not return at once.
const MIN_WAIT_MS = 500;
const SPREAD_MS = 2_000;

/**
 * Socket.IO never reconnects by itself after the server closed the socket (`io server disconnect`):
 * that is what a graceful shutdown does, so after every rolling deploy the dashboard stayed offline
 * until a reload. This reconnects after a short pause. A socket closed because its session ended is
 * refused again at the handshake, and Socket.IO does not retry a refused handshake: it stays closed.
 * Returns the function that stops it.
 */
export function reconnectAfterServerDisconnect(socket: Socket, random: () => number = Math.random): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onDisconnect = (reason: Socket.DisconnectReason) => {
    if (reason !== 'io server disconnect') return;
    timer = setTimeout(
      () => {
        if (!socket.connected) socket.connect();
      },
      MIN_WAIT_MS + random() * SPREAD_MS,
    );
  };
  socket.on('disconnect', onDisconnect);
  return () => {
    clearTimeout(timer);
    socket.off('disconnect', onDisconnect);
  };
}
