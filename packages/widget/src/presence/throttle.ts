/**
 * Calls `run` at most once per `intervalMs` with the latest arguments: the first call goes at once,
 * later ones inside the interval collapse into one trailing call, so the last position always arrives.
 */
export function throttle<A extends unknown[]>(run: (...args: A) => void, intervalMs: number): { (...args: A): void; cancel(): void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest: A | null = null;
  const fire = () => {
    timer = undefined;
    last = Date.now();
    const args = latest;
    latest = null;
    if (args) run(...args);
  };
  const throttled = (...args: A) => {
    latest = args;
    const wait = last + intervalMs - Date.now();
    if (wait <= 0 && timer === undefined) fire();
    else timer ??= setTimeout(fire, Math.max(0, wait));
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    latest = null;
  };
  return throttled;
}
