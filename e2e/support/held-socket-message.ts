import type { Page } from '@playwright/test';

/**
 * Holds the messages the page's Socket.IO socket sends that `matches`, on their way to the server,
 * until `release()`: the moment between a socket's connecting and the server's acting on it (a join)
 * made as long as a test needs. `sent` settles once the page has sent the first; other messages go
 * through at once.
 */
export async function holdSocketMessage(page: Page, matches: (message: string) => boolean) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let markSent!: () => void;
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  await page.routeWebSocket(/\/socket\.io\//, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage(async (message) => {
      if (typeof message === 'string' && matches(message)) {
        markSent();
        await held;
      }
      server.send(message);
    });
  });
  return { sent, release };
}
