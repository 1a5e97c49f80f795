import { watchRoutes } from './route-watcher.ts';

export interface PageWatchHandlers {
  /** Something moved: lay the pins out again (read rects, then write positions, in one frame). */
  relayout(): void;
  /** The page's content changed: check that each pin's element is still the right one. */
  recheck(): void;
  /** The single-page app went to another route. */
  route(): void;
}

// A burst of mutations (a framework rendering a list) is handled once, after it settles.
const MUTATION_SETTLE_MS = 120;

/** Watches what can move pins: scroll, resize, load, DOM changes (outside our host) and route changes. */
export function watchPage(ownHost: Element, handlers: PageWatchHandlers, signal: AbortSignal): void {
  const options = { capture: true, passive: true, signal };
  // Capture catches scrolling inside any scroll container, not only the window's.
  window.addEventListener('scroll', handlers.relayout, options);
  window.addEventListener('resize', handlers.relayout, options);
  window.addEventListener('load', handlers.recheck, options);

  let settle: ReturnType<typeof setTimeout> | undefined;
  const mutations = new MutationObserver((records) => {
    const page = records.filter((record) => !isOwn(record, ownHost));
    if (page.length === 0) return;
    // A class or style change moves elements but keeps them: laying out again is enough.
    if (page.every((record) => record.type === 'attributes')) return handlers.relayout();
    clearTimeout(settle);
    settle = setTimeout(handlers.recheck, MUTATION_SETTLE_MS);
  });
  mutations.observe(document.body, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['class', 'style', 'hidden'],
  });
  const sizes = new ResizeObserver(() => handlers.relayout());
  sizes.observe(document.documentElement);
  watchRoutes(handlers.route, signal);

  signal.addEventListener('abort', () => {
    clearTimeout(settle);
    mutations.disconnect();
    sizes.disconnect();
  });
}

/** Mutations of our own host (added, removed) say nothing about the page's content. */
function isOwn(record: MutationRecord, ownHost: Element): boolean {
  if (record.target === ownHost || ownHost.contains(record.target)) return true;
  const nodes = [...record.addedNodes, ...record.removedNodes];
  return nodes.length > 0 && nodes.every((node) => node === ownHost);
}
