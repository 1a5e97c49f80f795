import { AppError } from '../../errors.ts';

const WINDOW_MS = 60_000;

/**
 * Guest writes per IP and project in a fixed one-minute window, kept in memory: guests have no
 * account to throttle, and a spam burst hits one instance's memory, not the database.
 */
export class GuestRateLimit {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly perMinute: number) {}

  hit(ip: string, projectId: string, now = Date.now()): void {
    if (this.windows.size > 10_000) this.sweep(now);
    const key = `${ip}|${projectId}`;
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + WINDOW_MS });
      return;
    }
    window.count += 1;
    if (window.count > this.perMinute) {
      throw new AppError('rate-limited', 'Too many comments from this address. Try again in a minute.', {
        retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000),
      });
    }
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
