import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// The constraint React.lazy itself puts on the component (any props).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * A function that loads a module. In the server-rendering build, `module` names the module it loads,
 * as the web build's manifest keys it (build/lazy-module-names.ts writes it on every `() => import('...')`).
 */
export type ModuleLoader<T> = (() => Promise<T>) & { module?: string };

export type PreloadableLazy<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Starts downloading the component's code now; React's own render then finds it on its way or there. */
  preload(): Promise<unknown>;
  /** The module its code is in, when server rendering (site/prerender/module-preloads.ts). */
  module: string | undefined;
};

/**
 * React.lazy whose download can start before React renders it: the first load is shared, so a preload
 * and React's render fetch the code once. A failed download stays failed, as with React.lazy.
 */
export function preloadableLazy<T extends AnyComponent>(load: ModuleLoader<{ default: T }>): PreloadableLazy<T> {
  let loading: Promise<{ default: T }> | null = null;
  const loadOnce = () => (loading ??= load());
  return Object.assign(lazy(loadOnce), { preload: loadOnce, module: load.module });
}
