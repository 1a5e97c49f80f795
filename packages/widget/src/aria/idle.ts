/** The deadline of an idle period. */
export interface Deadline {
  timeRemaining(): number;
}

// A slice of work when the browser gives no idle time in time (a busy page), or has no idle callbacks.
const SLICE_MS = 5;
const slice = (): Deadline => {
  const end = performance.now() + SLICE_MS;
  return { timeRemaining: () => Math.max(0, end - performance.now()) };
};

/**
 * Runs `work` in the browser's idle time; on a page that stays busy, after at most two seconds, as a
 * short slice (idle callbacks called for their timeout have no time left to give).
 */
export function whenIdle(work: (deadline: Deadline) => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback((deadline) => work(deadline.didTimeout ? slice() : deadline), { timeout: 2_000 });
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
