export interface PlaywrightVerdict {
  passed: number;
  failed: number;
  skipped: number;
  failures: string[];
  /** Tests that failed, then passed on a retry: counted as passed, named in the closing lines. */
  flaky: string[];
}

export function playwrightVerdict(report: unknown): PlaywrightVerdict;
