import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { send } from './error-handler.ts';

const isApiPath = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/socket.io');

/**
 * The widget script for customers' sites (any origin may load it) and the web app with history
 * fallback, for any Host header: the app itself reads the host for contexts and tenants.
 */
export async function registerStaticFiles(app: FastifyInstance): Promise<void> {
  const { widgetDistDir, webDistDir } = app.config;

  // The first @fastify/static registered decorates reply.sendFile, which /widget.js and the history fallback use.
  const widgetBuilt = existsSync(widgetDistDir);
  if (widgetBuilt) {
    await app.register(fastifyStatic, {
      root: widgetDistDir,
      prefix: '/widget/',
      setHeaders: (res) => {
        res.header('access-control-allow-origin', '*');
        res.header('cross-origin-resource-policy', 'cross-origin');
        res.header('cache-control', 'public, max-age=300');
      },
    });
  }
  app.get('/widget.js', async (_request, reply) => {
    if (!widgetBuilt || !existsSync(join(widgetDistDir, 'widget.js'))) return send(reply, 'not-found', 'The widget is not built: run npm run build');
    return reply
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'public, max-age=300')
      .sendFile('widget.js', widgetDistDir, { cacheControl: false });
  });

  app.get('/.well-known/jwks.json', async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(app.signingKeys.jwks()));

  const indexHtml = join(webDistDir, 'index.html');
  if (existsSync(indexHtml)) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: true,
      index: false,
      decorateReply: !widgetBuilt,
      // A directory path ('/', '/assets/') is a page of the app, not a listing: let the fallback answer.
      allowedPath: (pathname) => !pathname.endsWith('/'),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiPath(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return send(reply, 'not-found', `No route ${request.method} ${path}`);
    }
    if (!existsSync(indexHtml)) {
      return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDistDir);
  });
}
