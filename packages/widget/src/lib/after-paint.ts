/**
 * Start-up work that can wait a frame runs in tasks of its own, so the widget never adds one long
 * task to the host page (total blocking time, bench/widget-budgets.ts).
 */

/** A task after this one: the host page's own work can run in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Once the browser has painted the current state: a task after the next frame. */
export function afterPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

/** When the page is idle, and at the latest after `timeoutMs` (Safari has no requestIdleCallback). */
export function whenIdle(task: () => void, timeoutMs: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: timeoutMs });
  else setTimeout(task, 1);
}
