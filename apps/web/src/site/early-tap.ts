import { EARLY_TAP_GLOBAL } from '@commentflow/shared/rules/served-html';

interface EarlyTap {
  button: HTMLButtonElement | null;
  stop(): void;
}

/**
 * Ends the page boot script's record of taps (PAGE_BOOT_SCRIPT): called as React takes the page over,
 * whose own handlers answer from then on. Returns what taps the button kept, if any, once more: call
 * it once hydration has committed, when the button's handler answers. A visitor on a slow phone who
 * opened the menu while the page was still inert sees it open, instead of having to tap again.
 */
export function stopRecordingEarlyTap(): () => void {
  const record = (window as unknown as Record<string, EarlyTap | undefined>)[EARLY_TAP_GLOBAL];
  record?.stop();
  let button = record?.button ?? null;
  return () => {
    const tapped = button;
    button = null;
    if (tapped?.isConnected) tapped.click();
  };
}
