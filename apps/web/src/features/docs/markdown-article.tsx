import { useEffect, useMemo, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { installSnippet } from '@commentflow/shared';
import { useSitePaths, type SitePaths } from '../public-shells/site-paths.ts';
import { useMainSiteOrigin } from '../../site/site-origin.ts';
import { CodeBlock } from './code-block.tsx';
import { DOCS_PROSE } from './docs-prose.ts';
import { renderMarkdown, type DocBlock } from './render-markdown.ts';

/** The key the examples show until readers paste their own. */
const EXAMPLE_KEY = 'pk_YOUR_PROJECT_KEY';

/** Fills the docs' placeholders with this server's address, so the examples can be pasted as they are. */
function fillPlaceholders(markdown: string, origin: string): string {
  return markdown
    .replaceAll('{{snippet}}', installSnippet(origin, EXAMPLE_KEY))
    .replaceAll('{{origin}}', origin)
    .replaceAll('{{key}}', EXAMPLE_KEY);
}

/** The docs write their links as they are on the main site; in the Docs shell they move to the root. */
function hrefResolver(paths: SitePaths, mainSite: string) {
  return (href: string) => {
    if (!href.startsWith('/')) return href;
    const [path = '', hash = ''] = href.split('#');
    const suffix = hash ? `#${hash}` : '';
    if (path === '/docs') return paths.docsHome + suffix;
    if (path === '/docs/api') return paths.apiReference + suffix;
    if (path.startsWith('/docs/')) return paths.docsPage(path.slice('/docs/'.length)) + suffix;
    return paths.shell === 'docs' ? mainSite + href : href;
  };
}

function Heading({ block }: { block: Extract<DocBlock, { kind: 'heading' }> }) {
  const Tag = `h${Math.min(block.level, 4)}` as 'h1' | 'h2' | 'h3' | 'h4';
  const size =
    block.level === 1
      ? 'text-3xl font-semibold tracking-tight'
      : block.level === 2
        ? 'mt-10 text-xl font-semibold'
        : 'mt-7 text-base font-semibold';
  return (
    <Tag id={block.id} className={`scroll-mt-20 text-zinc-900 dark:text-white ${size}`} dangerouslySetInnerHTML={{ __html: block.html }} />
  );
}

/** On-page headings, for the "On this page" list. */
export function articleHeadings(blocks: readonly DocBlock[]) {
  return blocks.filter(
    (block): block is Extract<DocBlock, { kind: 'heading' }> => block.kind === 'heading' && block.level > 1 && block.level < 4,
  );
}

export function useDocBlocks(markdown: string): DocBlock[] {
  const paths = useSitePaths();
  const origin = useMainSiteOrigin();
  return useMemo(() => renderMarkdown(fillPlaceholders(markdown, origin), hrefResolver(paths, origin)), [markdown, origin, paths]);
}

/**
 * A rendered markdown page. The HTML parts come from renderMarkdown, which shows raw HTML as text
 * and keeps only safe links; links inside this site navigate without reloading the page.
 */
export function MarkdownArticle({ blocks }: { blocks: readonly DocBlock[] }) {
  const navigate = useNavigate();
  const { hash, pathname } = useLocation();

  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, pathname]);

  const followInternalLink = (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <article className={DOCS_PROSE} onClick={followInternalLink}>
      {blocks.map((block, index) => {
        if (block.kind === 'heading') return <Heading key={index} block={block} />;
        if (block.kind === 'code') return <CodeBlock key={index} code={block.code} lang={block.lang} />;
        return <div key={index} dangerouslySetInnerHTML={{ __html: block.html }} />;
      })}
    </article>
  );
}
