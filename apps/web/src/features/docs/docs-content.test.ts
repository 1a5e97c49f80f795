import { readdirSync } from 'node:fs';
import { DOCS_PAGES } from '@commentflow/shared';
import { describe, expect, it } from 'vitest';
import { DOCS_CONTENT } from './docs-content.ts';

describe('docs pages', () => {
  it('has markdown for every page of the shared list, and lists every markdown file', () => {
    const slugs = DOCS_PAGES.map((page) => page.slug);
    for (const slug of slugs) expect(DOCS_CONTENT[slug], slug).toMatch(/\S/);
    const files = readdirSync(new URL('./content/', import.meta.url)).map((file) => file.replace(/\.md$/, ''));
    expect(files.sort()).toEqual(['index', ...slugs].sort());
  });
});
