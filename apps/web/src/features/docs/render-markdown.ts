import { Marked, type Token, type Tokens } from 'marked';

/** A piece of a rendered document: headings and code blocks become components, the rest safe HTML. */
export type DocBlock =
  | { kind: 'heading'; level: number; id: string; html: string; text: string }
  | { kind: 'code'; lang: string; code: string }
  | { kind: 'html'; html: string };

const SAFE_HREF = /^(\/(?!\/)|#|https?:|mailto:)/i;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A stable anchor id for a heading: lower case words joined by dashes. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]*>|`/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Markdown to blocks. Safe by construction rather than by cleaning afterwards: raw HTML in the
 * source is shown as text, and links keep only relative, http(s), mailto and in-page targets.
 * `resolveHref` maps the docs' own links (/docs/...) to where the docs live on this host.
 */
export function renderMarkdown(source: string, resolveHref: (href: string) => string = (href) => href): DocBlock[] {
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      html: ({ text }) => escapeHtml(text),
      link({ href, title, tokens }) {
        const inner = this.parser.parseInline(tokens);
        if (!SAFE_HREF.test(href)) return inner;
        const external = /^https?:/i.test(href);
        const attrs = [`href="${escapeHtml(resolveHref(href))}"`];
        if (title) attrs.push(`title="${escapeHtml(title)}"`);
        if (external) attrs.push('rel="noopener noreferrer" target="_blank"');
        return `<a ${attrs.join(' ')}>${inner}</a>`;
      },
      image: ({ text }) => escapeHtml(text),
    },
  });

  const blocks: DocBlock[] = [];
  let pending: Token[] = [];
  const flush = () => {
    const html = pending.length ? marked.parser(pending) : '';
    pending = [];
    if (html.trim()) blocks.push({ kind: 'html', html });
  };
  for (const token of marked.lexer(source)) {
    if (token.type === 'heading') {
      flush();
      const heading = token as Tokens.Heading;
      const html = marked.parseInline(heading.text) as string;
      const text = html.replace(/<[^>]*>/g, '');
      blocks.push({ kind: 'heading', level: heading.depth, id: headingId(text), html, text });
    } else if (token.type === 'code') {
      flush();
      const code = token as Tokens.Code;
      blocks.push({ kind: 'code', lang: code.lang ?? '', code: code.text });
    } else {
      pending.push(token);
    }
  }
  flush();
  return blocks;
}
