import type { ComponentType } from 'react';
import { preloadableLazy, type ModuleLoader, type PreloadableLazy } from './preloadable-lazy.ts';

export interface RetryableLazy<P extends object> {
  /** The component; its `preload` starts downloading its code before it renders (routing/preload-matched-routes.ts). */
  Component: ComponentType<P> & { preload(): Promise<unknown>; module: string | undefined };
  /** After the code failed to download: the next render downloads it again. */
  retry(): void;
}

/**
 * React.lazy, but able to try again. React.lazy keeps a failed import's rejection for good, so an
 * error boundary's "Try again" would only show the same failure; `retry` swaps in a fresh lazy
 * component (only when the download failed) and the next render imports anew.
 */
export function retryableLazy<P extends object = object>(load: ModuleLoader<{ default: ComponentType<P> }>): RetryableLazy<P> {
  let failed = false;
  const attempt = () =>
    load().catch((error: unknown) => {
      failed = true;
      throw error;
    });
  // Each attempt is its own preloadable lazy component: a preload and React's render share its download.
  let Current: PreloadableLazy<ComponentType<P>> = preloadableLazy(attempt);
  const Retryable = (props: P) => <Current {...props} />;
  return {
    Component: Object.assign(Retryable, { preload: () => Current.preload(), module: load.module }),
    retry() {
      if (!failed) return;
      failed = false;
      Current = preloadableLazy(attempt);
    },
  };
}
