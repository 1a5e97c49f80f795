/**
 * Tells when a single-page app changes its route. History has no event for pushState/replaceState,
 * so both are wrapped (and restored on stop, unless someone wrapped them after us); popstate and
 * hashchange cover the back button and in-page links.
 */
export function watchRoutes(onChange: () => void, signal: AbortSignal): void {
  const notify = () => queueMicrotask(onChange);
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    const wrapped: History[typeof method] = function (this: History, ...args) {
      const result = original.apply(this, args);
      notify();
      return result;
    };
    history[method] = wrapped;
    signal.addEventListener('abort', () => {
      if (history[method] === wrapped) history[method] = original;
    });
  }
  window.addEventListener('popstate', notify, { signal });
  window.addEventListener('hashchange', notify, { signal });
}
