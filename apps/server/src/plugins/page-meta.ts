import { findPublicPage, PUBLIC_PAGES, SHELL_PAGES, type HostContext, type PublicPage } from '@commentflow/shared';
import { escapeHtml } from '../mail/escape-html.ts';

/** The pages a host serves: the main site's, a shell's own, none for tenant portals and redirects. */
export function pagesFor(context: HostContext): readonly PublicPage[] {
  if (context.kind === 'none') return PUBLIC_PAGES;
  if (context.kind === 'shell') return SHELL_PAGES[context.shell];
  return [];
}

export function pageFor(context: HostContext, path: string): PublicPage | null {
  if (context.kind === 'none') return findPublicPage(path);
  if (context.kind === 'shell') return findPublicPage(path, context.shell);
  return null;
}

/**
 * index.html with the page's title and meta description, so crawlers and link previews see them
 * without running the app, and with the configured APP_CONTEXT for single-host installs.
 */
export function injectPageMeta(html: string, page: PublicPage | null, appContext: string | null): string {
  const added: string[] = [];
  let out = html;
  const put = (pattern: RegExp, tag: string) => {
    if (pattern.test(out)) out = out.replace(pattern, () => tag);
    else added.push(tag);
  };
  if (page) {
    put(/<title>[\s\S]*?<\/title>/i, `<title>${escapeHtml(page.title)}</title>`);
    put(/<meta\s+name="description"[^>]*>/i, `<meta name="description" content="${escapeHtml(page.description)}" />`);
  }
  if (appContext) put(/<meta\s+name="commentflow-context"[^>]*>/i, `<meta name="commentflow-context" content="${escapeHtml(appContext)}" />`);
  return added.length ? out.replace(/<\/head>/i, () => `${added.join('')}</head>`) : out;
}

export function sitemapXml(baseUrl: string, pages: readonly PublicPage[]): string {
  const urls = pages.map((page) => `  <url><loc>${escapeHtml(new URL(page.path, baseUrl).href)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Tenant portals and redirect hosts are not for search engines; the public site is, except the app and the API. */
export function robotsTxt(baseUrl: string, context: HostContext): string {
  if (context.kind === 'tenant' || context.kind === 'redirect') return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\nDisallow: /client\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', baseUrl).href}\n`;
}
