/** The deadline of an idle period. */
export interface Deadline {
  timeRemaining(): number;
}

// A slice of work when the browser gives no idle time in time (a busy page), or has no idle callbacks;
// and the most one idle period is used for, so a phone 4 times slower still never sees a long task.
const SLICE_MS = 5;
const TURN_MAX_MS = 10;
const slice = (ms = SLICE_MS): Deadline => {
  const end = performance.now() + ms;
  return { timeRemaining: () => Math.max(0, end - performance.now()) };
};

/**
 * Runs `work` in the browser's idle time; on a page that stays busy, after at most two seconds, as a
 * short slice (idle callbacks called for their timeout have no time left to give).
 */
export function whenIdle(work: (deadline: Deadline) => void): void {
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback((deadline) => work(slice(deadline.didTimeout ? SLICE_MS : Math.min(TURN_MAX_MS, deadline.timeRemaining()))), {
      timeout: 2_000,
    });
  else setTimeout(() => work(slice()), 50);
}

/**
 * Runs the steps one after another in idle time, each as long as the idle period lasts: a step
 * answers true while it has more to do, and goes on in the next idle period. Never one long task.
 */
export function runIdleSteps(steps: Array<(deadline: Deadline) => boolean>, done: () => void): void {
  const next = (deadline: Deadline) => {
    while (steps.length > 0 && deadline.timeRemaining() > 1) {
      if (!steps[0]!(deadline)) steps.shift();
    }
    if (steps.length > 0) whenIdle(next);
    else done();
  };
  whenIdle(next);
}
