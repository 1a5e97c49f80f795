/** The deadline of an idle period, or a short slice where requestIdleCallback is missing (Safari). */
export interface Deadline {
  timeRemaining(): number;
}

/** Runs `work` in the browser's idle time (a 5 ms slice every 50 ms where idle callbacks are missing). */
export function whenIdle(work: (deadline: Deadline) => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 10_000 });
  else {
    setTimeout(() => {
      const end = performance.now() + 5;
      work({ timeRemaining: () => Math.max(0, end - performance.now()) });
    }, 50);
  }
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
