// widget-aria-scan.js: ARIA's full scan, loaded by the widget only for a signed-in team member who
// runs it ("Run ARIA"). Its libraries come with it (web-vitals) or only when it runs (axe-core,
// widget-axe.js). decisions.md "ARIA"; bench/aria-budgets.ts prints its duration on the fixture pages.
import type { AriaReportResponse } from '@commentflow/shared/schemas/aria';
import type { Finding } from '../finding.ts';
import { runIdleSteps } from '../idle.ts';
import { lightDomSteps } from '../light-checks.ts';
import { LIGHT_SEEN, type LightWindow } from '../light-seen.ts';
import { sendReport } from '../report.ts';
import { accessibilityFindings } from './accessibility.ts';
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
const DETECTORS_RUN = ['accessibility', 'performance', 'security', 'seo', 'dead-code', 'business-logic', 'data-integrity', 'compliance'] as const;

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
  for (const finding of [...light, ...groups.flat(), ...runtime]) unique.set(`${finding.detector} ${finding.rule} ${finding.subject}`, finding);
  const findings = [...unique.values()];
  const counts: AriaReportResponse | null = await sendReport(origin, key, { scan: 'full', findings, detectorsRun: [...DETECTORS_RUN] });
  report(counts ? `${words('done', { count: findings.length, created: counts.created, resolved: counts.resolved })} ${words('unusedJs')}` : words('notSent'));
  return { findings, counts, durationMs: Math.round(performance.now() - started) };
}

const api: AriaScanApi = {
  run: (input) => {
    running ??= scan(input).finally(() => (running = null));
    return running;
  },
};
(window as unknown as Record<string, AriaScanApi>)[ARIA_SCAN_GLOBAL] = api;
