import { describe, expect, it } from 'vitest';
import { headingId, renderMarkdown } from './render-markdown.ts';

describe('renderMarkdown', () => {
  it('turns headings and code blocks into their own blocks', () => {
    const blocks = renderMarkdown('# Title\n\nSome *text*.\n\n## Set `data-project`\n\n```html\n<script src="/widget.js"></script>\n```\n');
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, id: 'title', html: 'Title', text: 'Title' },
      { kind: 'html', html: '<p>Some <em>text</em>.</p>\n' },
      { kind: 'heading', level: 2, id: 'set-data-project', html: 'Set <code>data-project</code>', text: 'Set data-project' },
      { kind: 'code', lang: 'html', code: '<script src="/widget.js"></script>' },
    ]);
  });

  it('shows raw HTML as text instead of running it', () => {
    const [block] = renderMarkdown('Hello <script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(block).toEqual({ kind: 'html', html: expect.not.stringContaining('<script') });
    expect(block?.kind === 'html' && block.html).toContain('&lt;script&gt;');
    expect(block?.kind === 'html' && block.html).not.toContain('<img');
  });

  it('drops javascript: links and maps the docs own links', () => {
    const [block] = renderMarkdown('[bad](javascript:alert(1)) [install](/docs/installation) [site](https://example.com)', (href) =>
      href.replace(/^\/docs\//, '/'),
    );
    const html = block?.kind === 'html' ? block.html : '';
    expect(html).not.toContain('javascript:');
    expect(html).toContain('bad');
    expect(html).toContain('<a href="/installation">install</a>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">site</a>');
  });
});

describe('headingId', () => {
  it('makes a dashed lower-case id', () => {
    expect(headingId('Next.js & React')).toBe('next-js-react');
  });
});
