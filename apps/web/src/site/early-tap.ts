import { EARLY_TAP_GLOBAL } from '@commentflow/shared/rules/served-html';

interface EarlyTap {
  button: HTMLButtonElement | null;
  stop(): void;
}

let kept: HTMLButtonElement | null = null;

/**
 * Ends the page boot script's record of taps (PAGE_BOOT_SCRIPT), as React takes the page over: its own
 * handlers answer from then on. The button it kept, if any, is tapped again by `replayEarlyTap`.
 */
export function stopRecordingEarlyTap(): void {
  const record = (window as unknown as Record<string, EarlyTap | undefined>)[EARLY_TAP_GLOBAL];
  record?.stop();
  kept = record?.button ?? null;
}

/**
 * Taps the kept button once more, once the page has hydrated (site/use-hydrated.ts): a visitor on a slow
 * phone who opened the menu while the page was still inert sees it open instead of having to tap again.
 * Not before: the page sits in a Suspense boundary that React hydrates after the root, and a click on it
 * earlier was dropped. In a task of its own, not in the effect that calls this, while React commits.
 */
export function replayEarlyTap(): void {
  const button = kept;
  kept = null;
  if (button) setTimeout(() => button.isConnected && button.click());
}
