/**
 * Resolves once the clock has passed the millisecond `since` (by default, now): what a list sorts by
 * (`created_at`, to the millisecond) then tells two writes apart. Two writes of one millisecond are
 * equally new, and a fast machine makes two in one.
 */
export async function laterMillisecond(since = Date.now()): Promise<void> {
  while (Date.now() <= since) await new Promise((resolve) => setTimeout(resolve, 1));
}
