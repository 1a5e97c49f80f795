import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface RetryableLazy<P extends object> {
  Component: ComponentType<P>;
  /** After the code failed to download: the next render downloads it again. */
  retry(): void;
}

/**
 * React.lazy, but able to try again. React.lazy keeps a failed import's rejection for good, so an
 * error boundary's "Try again" would only show the same failure; `retry` swaps in a fresh lazy
 * component (only when the download failed) and the next render imports anew.
 */
export function retryableLazy<P extends object = object>(load: () => Promise<{ default: ComponentType<P> }>): RetryableLazy<P> {
  let failed = false;
  const attempt = () =>
    load().catch((error: unknown) => {
      failed = true;
      throw error;
    });
  let Current: LazyExoticComponent<ComponentType<P>> = lazy(attempt);
  return {
    Component: function Retryable(props: P) {
      return <Current {...props} />;
    },
    retry() {
      if (!failed) return;
      failed = false;
      Current = lazy(attempt);
    },
  };
}
