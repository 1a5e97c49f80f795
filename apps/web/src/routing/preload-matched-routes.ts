import { Children, isValidElement, type ReactNode } from 'react';
import type { ModuleLoader } from '../lib/preloadable-lazy.ts';

interface Matched {
  route: { element?: ReactNode; lazy?: unknown };
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
 * The modules the matched routes load their code from, as the build's manifest keys them: each lazy
 * component's, and each route's own `lazy` (a layout). A page's HTML names their files
 * (site/prerender/module-preloads.ts); undefined where a loader has no name (the browser's code).
 */
export function matchedModules(matches: readonly Matched[]): (string | undefined)[] {
  return [
    ...matches.flatMap(({ route }) => (typeof route.lazy === 'function' ? [(route.lazy as ModuleLoader<unknown>).module] : [])),
    ...lazyComponents(matches).map((lazy) => lazy.module),
  ];
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
