import { createServer, type Server, type Socket } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, SMTP_TIMEOUTS } from './mailer.ts';

describe('an SMTP server that accepts the connection and never answers', () => {
  let server: Server;
  const held: Socket[] = [];
  let port = 0;
  beforeAll(async () => {
    server = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it(`fails the send after ${SMTP_TIMEOUTS.greetingTimeout / 1000} s instead of holding the request (nodemailer's own wait is 30 s)`, async () => {
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'CommentFlow <no-reply@example.com>', production: false },
      pino({ level: 'silent' }),
    );
    const started = Date.now();
    await expect(
      mailer.send({ to: 'someone@example.com', subject: 'Reset', text: 'Hello', html: '<p>Hello</p>' } as never),
    ).rejects.toThrow(/greeting/i);
    expect(Date.now() - started).toBeLessThan(SMTP_TIMEOUTS.greetingTimeout + 3_000);
    mailer.close();
  }, 25_000);
});
