import { Children, isValidElement, type ReactNode } from 'react';

interface Matched {
  route: { element?: ReactNode };
}

/**
 * Starts downloading the code of every lazy layout and page the matched routes draw (preloadableLazy),
 * all at once. Left to React, each is fetched only once its parent has rendered: a docs page waited
 * for the content layout, then the docs layout, then its own code, three round trips in a row before
 * a prerendered page could answer a tap.
 */
export function preloadMatchedRoutes(matches: readonly Matched[]): void {
  for (const match of matches) preloadElement(match.route.element);
}

function preloadElement(node: ReactNode): void {
  Children.forEach(node, (child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return;
    (child.type as { preload?: () => unknown }).preload?.();
    // A page wrapped in its Suspense boundary (PageSuspense) or another frame.
    preloadElement(child.props.children);
  });
}
