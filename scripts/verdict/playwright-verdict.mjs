// Counts a Playwright JSON report the way `npm test` closes: a test that passed only on a retry is
// counted as passed and named as flaky; a test that was meant to run but did not (its group's
// beforeAll failed, the run was cut short) is a failure; a global error is one failure each.

/** @param {any} report Playwright's JSON report. */
export function playwrightVerdict(report) {
  const verdict = { passed: 0, failed: 0, skipped: 0, failures: [], flaky: [] };
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = `${spec.file}:${spec.line} ${spec.title}`;
        if (test.status === 'flaky') {
          verdict.passed += 1;
          verdict.flaky.push(name);
        } else if (test.status === 'expected') {
          if (test.expectedStatus === 'skipped') verdict.skipped += 1;
          else verdict.passed += 1;
        } else if (test.status === 'skipped' && test.expectedStatus === 'skipped') {
          verdict.skipped += 1;
        } else {
          verdict.failed += 1;
          verdict.failures.push(test.status === 'skipped' ? `${name} (did not run)` : name);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  for (const error of report.errors ?? []) {
    verdict.failed += 1;
    verdict.failures.push(`Playwright error: ${String(error.message ?? error).split('\n')[0]}`);
  }
  return verdict;
}
