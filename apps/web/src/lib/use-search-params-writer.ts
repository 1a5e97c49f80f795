import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/** A change of a page's URL parameters: from what they are to what they become. */
export type SearchChange = (current: URLSearchParams) => URLSearchParams;

/**
 * The page's URL parameters, and a writer whose changes build on each other. React Router's own writer
 * starts each change from the URL of the last render, and the URL changes only once the navigation has
 * completed, a moment later: two quick changes (a filter cleared, then another set) kept only the
 * second, and the cleared filter came back. Each change here starts from the last one not yet in the
 * URL; a URL that none of them made (a link, Back) starts the sequence afresh. Changes replace the
 * history entry: filters are not pages to go back through.
 */
export function useSearchParamsWriter(): [URLSearchParams, (change: SearchChange) => void] {
  const [search, setSearch] = useSearchParams();
  // The URL as the last change found it, and the changes not yet seen in it, oldest first.
  const queue = useRef<{ from: string; written: string[] }>({ from: '', written: [] });
  const write = (change: SearchChange) => {
    const shown = search.toString();
    const q = queue.current;
    const reached = q.written.lastIndexOf(shown);
    // The URL has caught up with the changes up to this one; or it is one that none of them made.
    if (reached >= 0) q.written = q.written.slice(reached + 1);
    else if (shown !== q.from) q.written = [];
    q.from = shown;
    const next = change(new URLSearchParams(q.written.at(-1) ?? shown)).toString();
    q.written.push(next);
    setSearch(next, { replace: true });
  };
  return [search, write];
}
