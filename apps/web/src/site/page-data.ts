import { createContext, useContext } from 'react';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@commentflow/shared/rules/served-html';

/**
 * The data the server rendered this page with (docs/adr/018-prerendered-public-pages.md), which it
 * sends beside the HTML: our own server's answer to one of its API reads, trusted as such.
 */
export function servedPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PageData) : null;
}

export const PageDataContext = createContext<PageData | null>(null);

export function usePageData(): PageData | null {
  return useContext(PageDataContext);
}
