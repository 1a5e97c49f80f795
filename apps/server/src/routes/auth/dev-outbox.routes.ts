import { BlockList } from 'node:net';
import type { FastifyPluginAsync } from 'fastify';
import type { DevOutbox, OutboxEntry } from '../../mail/dev-outbox.ts';
import { escapeHtml } from '../../mail/escape-html.ts';

const page = (entries: readonly OutboxEntry[]) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Dev outbox</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}</style>
</head>
<body>
<h1>Dev outbox</h1>
<p>No SMTP_URL is set, so e-mail stays here (the last 50, newest first) instead of being sent.</p>
${
  entries.length === 0
    ? '<p>No e-mail yet.</p>'
    : entries
        .map(
          (entry) => `<article>
<h2>${escapeHtml(entry.subject)}</h2>
<p>To ${escapeHtml(entry.to)}, ${escapeHtml(entry.sentAt)}</p>
${entry.link ? `<p><a href="${escapeHtml(entry.link)}">${escapeHtml(entry.link)}</a></p>` : ''}
<pre>${escapeHtml(entry.text)}</pre>
</article>`,
        )
        .join('\n')
}
</body>
</html>`;

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * Whether the TCP peer is this machine. The socket's address, never request.ip: behind TRUST_PROXY that
 * is X-Forwarded-For, which any caller writes. (IPv4-mapped IPv6 peers match the IPv4 rule.)
 */
export function isLoopbackPeer(remoteAddress: string | undefined): boolean {
  if (!remoteAddress) return false;
  return loopback.check(remoteAddress, remoteAddress.includes(':') ? 'ipv6' : 'ipv4');
}

/**
 * The dev outbox as a page (/dev/outbox) and as JSON (/api/dev/outbox). It holds reset and invitation
 * links, so it answers only a developer on this machine: app.ts registers it only outside production,
 * and any other caller gets the ordinary 404, as if it did not exist.
 */
export const devOutboxRoutes: FastifyPluginAsync<{ outbox: DevOutbox }> = async (app, { outbox }) => {
  const noStore = { 'cache-control': 'no-store' };
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopbackPeer(request.socket.remoteAddress)) return reply.callNotFound();
  });
  app.get('/dev/outbox', async (_request, reply) => reply.headers(noStore).type('text/html; charset=utf-8').send(page(outbox.list())));
  app.get('/api/dev/outbox', async (_request, reply) => reply.headers(noStore).send({ mails: outbox.list() }));
};
