// widget-aria-scan.js: ARIA's full scan, loaded by the widget only for a signed-in team member who
// runs it ("Run ARIA"), or by the loader for one where the profile scans on load. Its libraries come with it (web-vitals) or only when it runs (axe-core,
// widget-axe.js). docs/product/aria.md; bench/aria-budgets.ts prints its duration on the fixture pages.
import type { AriaReportResponse } from '@commentflow/shared/schemas/aria';
import type { Finding } from '../finding.ts';
import { runIdleSteps, whenIdle } from '../idle.ts';
import { lightDomSteps } from '../light-checks.ts';
import { LIGHT_SEEN, type LightWindow } from '../light-seen.ts';
import { sendReport } from '../report.ts';
import { accessibilityFindings } from './accessibility.ts';
import { attachElementPictures } from './element-pictures.ts';
import { businessLogicFindings } from './business-logic.ts';
import { complianceFindings } from './compliance.ts';
import { dataIntegrityFindings } from './data-integrity.ts';
import { deadCodeFindings } from './dead-code.ts';
import { scanWords } from './scan-words.ts';
import { seoFindings } from './seo.ts';
import { securityFindings } from './security.ts';
import { webVitalFindings } from './web-vitals.ts';
import { ARIA_SCAN_GLOBAL, type AriaScanApi, type AriaScanInput, type AriaScanResult } from './scan-api.ts';

// What a scan looks at as a whole, so what it no longer sees there is fixed. Runtime errors and
// live-connection failures are left out: one page view without them proves nothing.
const DETECTORS_RUN = [
  'accessibility',
  'performance',
  'security',
  'seo',
  'dead-code',
  'business-logic',
  'data-integrity',
  'compliance',
] as const;

let running: Promise<AriaScanResult> | null = null;

async function scan({ origin, key, variant, language, report }: AriaScanInput): Promise<AriaScanResult> {
  const words = scanWords(language);
  report(words('running'));
  const started = performance.now();
  const light: Finding[] = [];
  await new Promise<void>((resolve) => runIdleSteps(lightDomSteps(light), resolve));
  const groups = await Promise.all([
    accessibilityFindings(origin),
    webVitalFindings(),
    securityFindings(),
    businessLogicFindings(variant),
    Promise.resolve([...seoFindings(), ...deadCodeFindings(), ...dataIntegrityFindings(), ...complianceFindings()]),
  ]);
  const runtime = (window as LightWindow)[LIGHT_SEEN] ?? [];
  const unique = new Map<string, Finding>();
  for (const finding of [...light, ...groups.flat(), ...runtime])
    unique.set(`${finding.detector} ${finding.rule} ${finding.subject}`, finding);
  const findings = [...unique.values()];
  const counts: AriaReportResponse | null = await sendReport(origin, key, { scan: 'full', findings, detectorsRun: [...DETECTORS_RUN] });
  if (counts?.screenshots?.length) {
    report(words('pictures'));
    await attachElementPictures(origin, key, counts.screenshots);
  }
  report(
    counts
      ? `${words('done', { count: findings.length, created: counts.created, resolved: counts.resolved })} ${words('unusedJs')}`
      : words('notSent'),
  );
  return { findings, counts, durationMs: Math.round(performance.now() - started) };
}

const win = window as unknown as Record<string, unknown>;
// A second copy of this bundle (a member's "Run ARIA" while the scan on load was still arriving) keeps
// the first one's: one scan at a time.
const api = (win[ARIA_SCAN_GLOBAL] as AriaScanApi | undefined) ?? {
  run: (input: AriaScanInput) => {
    running ??= scan(input).finally(() => (running = null));
    return running;
  },
};
win[ARIA_SCAN_GLOBAL] = api;

// After the load event and a moment, in idle time: the scan sees the page as its visitors do, out of
// its start-up (as the light checks wait).
const SETTLE_MS = 1_000;
const ON_LOAD_RUN = '__commentflowAriaScanOnLoad';
const src = (document.currentScript as HTMLScriptElement | null)?.src ?? '';
// Added by the loader (the key as fragment) where the profile scans on load, for a team member only
// (the server names this bundle for them): the scan runs by itself, once per page load.
if (src.includes('#') && !win[ON_LOAD_RUN]) {
  win[ON_LOAD_RUN] = true;
  const url = new URL(src);
  const input: AriaScanInput = {
    origin: url.origin,
    key: url.hash.slice(1),
    variant: url.searchParams.get('variant') ?? 'devflow',
    language: document.documentElement.lang || 'en',
    report: () => undefined,
  };
  const start = () => setTimeout(() => whenIdle(() => void api.run(input)), SETTLE_MS);
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
