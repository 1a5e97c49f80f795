import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { contextLabel, pageDataKind, prerenderedFile, resolveHostContext, type HostContext, type PublicPage } from '@commentflow/shared';
import { template } from '../i18n/message-template.ts';
import { requestBaseUrl } from './request-base-url.ts';
import { fillPrerenderedOrigin, injectPageMeta, pageFor, pagesFor, robotsTxt, sitemapXml } from './page-meta.ts';
import { pageRenderer } from './page-renderer.ts';
import { sendHtml } from './send-html.ts';
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
      preCompressed: true,
      setHeaders: (res) => {
        res.header('access-control-allow-origin', '*');
        res.header('cross-origin-resource-policy', 'cross-origin');
        res.header('cache-control', 'public, max-age=300');
      },
    });
  }
  app.get('/widget.js', async (_request, reply) => {
    if (!widgetBuilt || !existsSync(join(widgetDistDir, 'widget.js')))
      return send(reply, 'not-found', 'The widget is not built: run npm run build');
    return reply
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'public, max-age=300')
      .sendFile('widget.js', widgetDistDir, { cacheControl: false });
  });

  // A shell host (docs., demo.) has its own pages at its own origin; PUBLIC_URL names the main site only.
  const siteOf = (request: FastifyRequest) => {
    const context = resolveHostContext(request.host, app.config.appContext);
    const baseUrl = context.kind === 'none' ? requestBaseUrl(app, request) : `${request.protocol}://${request.host}`;
    return { context, baseUrl };
  };
  /**
   * The main site's address, which pages show in their text (install snippets, curl lines): a shell
   * host's pages name the main site, as the browser's mainSiteUrl does (docs., feedback. dropped).
   */
  const mainSiteOf = (request: FastifyRequest, context: HostContext) => {
    const label = context.kind === 'shell' && !app.config.publicUrl && !app.config.appContext ? contextLabel(request.host) : null;
    return label ? `${request.protocol}://${request.host.slice(label.length + 1)}` : requestBaseUrl(app, request);
  };
  app.get('/sitemap.xml', async (request, reply) => {
    const { context, baseUrl } = siteOf(request);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(baseUrl, pagesFor(context)));
  });
  app.get('/robots.txt', async (request, reply) => {
    const { context, baseUrl } = siteOf(request);
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(baseUrl, context));
  });

  app.get('/.well-known/jwks.json', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(app.signingKeys.jwks()),
  );

  const indexHtml = join(webDistDir, 'index.html');
  const webAssetsDir = join(webDistDir, 'assets') + sep;
  if (existsSync(indexHtml)) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: true,
      index: false,
      preCompressed: true,
      decorateReply: !widgetBuilt,
      // Vite names every asset by a hash of its content: a new build means new names.
      setHeaders: (reply, path) => {
        if (path.startsWith(webAssetsDir)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
      // A directory path ('/', '/assets/') is a page of the app, not a listing: let the fallback answer.
      allowedPath: (pathname) => !pathname.endsWith('/'),
    });
  }

  // The build's server-rendering bundle, beside the web build (apps/web/dist-ssr), and what the web build says of its files.
  const { renderPage, hintPage } = pageRenderer(app, join(dirname(webDistDir), 'dist-ssr', 'render-page.js'), join(webDistDir, '.vite'));

  /**
   * A public page of the main site or a shell with its content in the HTML (docs/adr/018-prerendered-public-pages.md):
   * rendered now with this instance's data (roadmap, changelog, API reference) or prerendered by the
   * build; null for pages that start from the empty index.html (demos, sign-in, tenant portals, the app).
   */
  async function pageWithContent(request: FastifyRequest, context: HostContext, page: PublicPage): Promise<string | null> {
    if (context.kind !== 'none' && context.kind !== 'shell') return null;
    const shell = context.kind === 'shell' ? context.shell : null;
    const kind = pageDataKind(page.path, shell);
    if (kind) {
      try {
        return await renderPage(await readFile(indexHtml, 'utf8'), page.path, shell, kind);
      } catch (error) {
        // The page still works, drawn by the browser: a failed render costs its HTML content, nothing more.
        request.log.error({ err: error, path: page.path }, 'rendering a public page failed: serving it without its content');
        return null;
      }
    }
    const file = join(webDistDir, prerenderedFile(page.path, shell));
    return existsSync(file) ? readFile(file, 'utf8') : null;
  }

  /**
   * index.html for a page the browser draws itself (sign-in, the dashboard, demos, tenant portals),
   * naming its code's files; without them if that fails (the page still works, its code found later).
   */
  async function hintedIndex(request: FastifyRequest, context: HostContext, path: string): Promise<string> {
    const template = await readFile(indexHtml, 'utf8');
    try {
      return hintPage(template, path, context);
    } catch (error) {
      request.log.error({ err: error, path }, "naming a page's code files failed: serving index.html without them");
      return template;
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiPath(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return send(reply, 'not-found', template('No route {method} {path}', { method: request.method, path }));
    }
    if (!existsSync(indexHtml)) {
      return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    const { context, baseUrl } = siteOf(request);
    const page = pageFor(context, path);
    const withContent = page ? await pageWithContent(request, context, page) : null;
    const html = injectPageMeta(withContent ?? (await hintedIndex(request, context, path)), page, {
      baseUrl,
      appContext: app.config.appContext,
    });
    return sendHtml(
      request,
      reply.header('cache-control', 'no-cache'),
      withContent ? fillPrerenderedOrigin(html, mainSiteOf(request, context)) : html,
    );
  });
}
