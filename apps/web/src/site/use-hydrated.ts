import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while a public page is prerendered and while the browser hydrates that HTML, true from the
 * next render on (and at once when the app renders without prerendered HTML). What only the browser
 * knows (a stored token, theme or product choice) waits for it, so hydration matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
