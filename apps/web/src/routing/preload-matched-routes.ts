import { Children, isValidElement, type ReactNode } from 'react';

interface Matched {
  route: { element?: ReactNode };
}

/** A lazy component of a route's element (preloadableLazy). */
interface Lazy {
  preload(): unknown;
  module?: string | undefined;
}

/**
 * Starts downloading the code of every lazy layout and page the matched routes draw (preloadableLazy),
 * all at once. Left to React, each is fetched only once its parent has rendered: a docs page waited
 * for the content layout, then the docs layout, then its own code, three round trips in a row before
 * a prerendered page could answer a tap.
 */
export function preloadMatchedRoutes(matches: readonly Matched[]): void {
  for (const lazy of lazyComponents(matches)) void lazy.preload();
}

/**
 * The modules the matched routes' lazy layouts and pages load their code from, as the build's manifest
 * keys them. A page's HTML names their files (site/prerender/module-preloads.ts); undefined where a
 * loader has no name (the browser's code).
 */
export function matchedModules(matches: readonly Matched[]): (string | undefined)[] {
  return lazyComponents(matches).map((lazy) => lazy.module);
}

/**
 * Once the code of the matched routes' lazy layouts (every match but the last) has downloaded: a
 * prerendered page hydrates then, its own code still on its way in its Suspense boundary, which keeps
 * the page's HTML meanwhile.
 */
export function matchedLayoutsLoaded(matches: readonly Matched[]): Promise<unknown> {
  return Promise.all(lazyComponents(matches.slice(0, -1)).map((lazy) => lazy.preload()));
}

function lazyComponents(matches: readonly Matched[]): Lazy[] {
  const found: Lazy[] = [];
  const visit = (node: ReactNode) =>
    Children.forEach(node, (child) => {
      if (!isValidElement<{ children?: ReactNode }>(child)) return;
      const type = child.type as Partial<Lazy>;
      if (typeof type.preload === 'function') found.push(type as Lazy);
      // A page wrapped in its Suspense boundary (PageSuspense) or another frame.
      visit(child.props.children);
    });
  for (const match of matches) visit(match.route.element);
  return found;
}
