// The closing line of `npm test` is what CI believes: these run the real runners on fixtures that
// fail in the ways that used to be miscounted (or not counted at all), and check the verdict.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightVerdict } from './playwright-verdict.mjs';
import type { VitestVerdict } from './vitest-reporter.ts';

const fixtures = join(import.meta.dirname, 'fixtures');
const out = mkdtempSync(join(tmpdir(), 'cf-verdict-'));

describe('the Vitest verdict', () => {
  const file = join(out, 'vitest.json');
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--config', join(fixtures, 'vitest.config.ts'), '--reporter=./scripts/verdict/vitest-reporter.ts'],
    {
      encoding: 'utf8',
      env: { ...process.env, VITEST_VERDICT_FILE: file, CI: '' },
    },
  );
  const verdict = JSON.parse(readFileSync(file, 'utf8')) as VitestVerdict;

  it('exits non-zero', () => expect(run.status).not.toBe(0));
  it('counts one failing test in nested groups once', () => {
    expect(verdict.failures.filter((name) => name.includes('outer > inner > fails'))).toHaveLength(1);
  });
  it('counts the tests a failing beforeAll kept from running as failed, with the hook error', () => {
    expect(verdict.failures.filter((name) => name.includes('the database did not start'))).toHaveLength(2);
  });
  it('counts an unhandled rejection as a failure', () => {
    expect(verdict.failures.some((name) => name.includes('nobody awaited this'))).toBe(true);
  });
  it('closes on tests, not describe blocks', () => {
    expect(verdict).toMatchObject({ passed: 2, failed: 4, skipped: 1 });
  });
}, 60_000);

describe('the Playwright verdict', () => {
  const file = join(out, 'playwright.json');
  const run = spawnSync('npx', ['playwright', 'test', '--config', join(fixtures, 'playwright.config.ts'), '--reporter=json'], {
    encoding: 'utf8',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file, CI: '' },
  });
  const verdict = playwrightVerdict(JSON.parse(readFileSync(file, 'utf8')));

  it('exits non-zero', () => expect(run.status).not.toBe(0));
  it('counts a test that passed on its retry as passed, and names it as flaky', () => {
    expect(verdict.flaky).toEqual([expect.stringContaining('fails once, then passes on its retry')]);
  });
  it('counts the tests a failing beforeAll kept from running as failed', () => {
    expect(verdict.failures).toHaveLength(2);
    expect(verdict.failures.every((name) => name.includes('first') || name.includes('second'))).toBe(true);
  });
  it('counts a skipped test as skipped', () => {
    expect(verdict).toMatchObject({ passed: 2, failed: 2, skipped: 1 });
  });
}, 60_000);
