import { Navigate, useParams } from 'react-router';
import { DOCS_CONTENT } from '../features/docs/docs-content.ts';
import { articleHeadings, MarkdownArticle, useDocBlocks } from '../features/docs/markdown-article.tsx';
import { OnThisPage } from '../features/docs/on-this-page.tsx';

/**
 * A docs page written in markdown: `slug` in the Docs shell, the :slug of /docs/:slug on the main site.
 * An unknown slug goes to / like any unknown path (docs/product/screens.md), not to the docs home.
 */
export default function DocsPage({ slug }: { slug?: string }) {
  const params = useParams();
  const markdown = DOCS_CONTENT[slug ?? params.slug ?? ''];
  const blocks = useDocBlocks(markdown ?? '');
  if (markdown === undefined) return <Navigate to="/" replace />;
  return (
    <div className="flex gap-10">
      <div className="min-w-0 flex-1">
        <MarkdownArticle blocks={blocks} />
      </div>
      <OnThisPage headings={articleHeadings(blocks)} />
    </div>
  );
}
