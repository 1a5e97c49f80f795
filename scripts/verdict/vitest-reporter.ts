// A Vitest reporter that counts what `npm test` closes on: tests, never describe blocks. A test that
// never ran because a hook of its suite (or its file) failed counts as failed, a file that failed to
// load counts as one failure, and so does every unhandled error (Vitest exits 1 for them while every
// test is green). It writes the counts and the failures' names to VITEST_VERDICT_FILE.
import { writeFileSync } from 'node:fs';
import type { Reporter, TestCase, TestModule, TestSuite } from 'vitest/node';

export interface VitestVerdict {
  passed: number;
  failed: number;
  skipped: number;
  failures: string[];
}

export default class VerdictReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<{ message?: string }>): void {
    const verdict = countVerdict(modules, unhandledErrors);
    const file = process.env.VITEST_VERDICT_FILE;
    if (file) writeFileSync(file, JSON.stringify(verdict, null, 2));
  }
}

export function countVerdict(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<{ message?: string }>): VitestVerdict {
  const verdict: VitestVerdict = { passed: 0, failed: 0, skipped: 0, failures: [] };
  const fail = (name: string) => {
    verdict.failed += 1;
    verdict.failures.push(name);
  };
  for (const module of modules) {
    const tests = [...module.children.allTests()];
    if (module.errors().length > 0 && tests.length === 0)
      fail(`${module.relativeModuleId}: the file failed to load (${module.errors()[0]?.message ?? 'no message'})`);
    for (const test of tests) {
      const state = test.result().state;
      if (state === 'passed') verdict.passed += 1;
      else if (state === 'failed') fail(`${module.relativeModuleId} > ${test.fullName}`);
      else if (state === 'skipped' && test.options.mode === 'run' && failedHook(test))
        fail(`${module.relativeModuleId} > ${test.fullName} (did not run: ${failedHook(test)})`);
      else if (state === 'skipped') verdict.skipped += 1;
      else fail(`${module.relativeModuleId} > ${test.fullName} (never finished)`);
    }
  }
  for (const error of unhandledErrors) fail(`unhandled error: ${error.message ?? 'no message'}`);
  return verdict;
}

/** The first hook error of a suite or file around the test, as "a beforeAll failed: <message>". */
function failedHook(test: TestCase): string | null {
  for (let parent: TestSuite | TestModule = test.parent; ; parent = parent.parent) {
    const [error] = parent.errors();
    if (error) return `a hook failed: ${error.message ?? 'no message'}`;
    if (parent.type === 'module') return null;
  }
}
