import { createHash } from 'node:crypto';
import {
  BRAND,
  findPublicPage,
  PRERENDER_ORIGIN,
  PUBLIC_PAGES,
  SHELL_PAGES,
  SITE_URL_META,
  PAGE_BOOT_SCRIPT,
  type HostContext,
  type PublicPage,
} from '@commentflow/shared';
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

/** The link preview image of every public page (apps/web/public), a picture of the product itself. */
export const SHARE_IMAGE_PATH = '/og-image.jpg';

/** The one inline script our pages carry, allowed by its hash (security-headers.ts). */
export const PAGE_BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64')}'`;

export interface PageMetaOptions {
  /** Where this host's pages live (PUBLIC_URL on the main site): canonical and shared URLs. */
  baseUrl: string;
  appContext: string | null;
}

/** Title, description, canonical URL, Open Graph and Twitter card of a public page. */
function pageTags(page: PublicPage, baseUrl: string): string[] {
  const url = escapeHtml(new URL(page.path, baseUrl).href);
  const image = escapeHtml(new URL(SHARE_IMAGE_PATH, baseUrl).href);
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  return [
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(BRAND.name)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ];
}

/**
 * index.html, or a page the build prerendered, with the page's title, description and sharing tags,
 * so crawlers and link previews see them without running the app; the configured APP_CONTEXT for
 * single-host installs; and the page's boot script (the theme before the first paint, taps kept until hydration).
 */
export function injectPageMeta(html: string, page: PublicPage | null, { baseUrl, appContext }: PageMetaOptions): string {
  const added: string[] = [`<script>${PAGE_BOOT_SCRIPT}</script>`];
  let out = html;
  const put = (pattern: RegExp, tag: string) => {
    if (pattern.test(out)) out = out.replace(pattern, () => tag);
    else added.push(tag);
  };
  if (page) {
    put(/<title>[\s\S]*?<\/title>/i, `<title>${escapeHtml(page.title)}</title>`);
    put(/<meta\s+name="description"[^>]*>/i, `<meta name="description" content="${escapeHtml(page.description)}" />`);
    added.push(...pageTags(page, baseUrl));
  }
  if (appContext)
    put(/<meta\s+name="commentflow-context"[^>]*>/i, `<meta name="commentflow-context" content="${escapeHtml(appContext)}" />`);
  return out.replace(/<\/head>/i, () => `${added.join('')}</head>`);
}

/**
 * A prerendered page names the address it is served at (docs/adr/018-prerendered-public-pages.md):
 * the build wrote a placeholder origin; the browser's hydration reads the real one from a meta tag.
 */
export function fillPrerenderedOrigin(html: string, siteUrl: string): string {
  const origin = escapeHtml(siteUrl);
  return html
    .replaceAll(PRERENDER_ORIGIN, () => origin)
    .replace(/<\/head>/i, () => `<meta name="${SITE_URL_META}" content="${origin}" /></head>`);
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
