import { useEffect, useSyncExternalStore } from 'react';
import { replayEarlyTap } from './early-tap.ts';

const noSubscription = () => () => undefined;

/**
 * False while a public page is prerendered and while the browser hydrates that HTML, true from the
 * next render on (and at once when the app renders without prerendered HTML). What only the browser
 * knows (a stored token, theme or product choice) waits for it, so hydration matches the HTML.
 *
 * Once true, the page says so on its root element (`<html data-hydrated>`): React marks the nodes it
 * owns while hydration is still rendering, and their handlers answer only once it has committed, so the
 * browser tests wait for this before they tap (a tap in between was lost on a loaded machine). A
 * visitor's tap from before then is made again now (site/early-tap.ts).
 */
export function useHydrated(): boolean {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  useEffect(() => {
    if (!hydrated) return;
    document.documentElement.dataset.hydrated = '';
    replayEarlyTap();
  }, [hydrated]);
  return hydrated;
}
