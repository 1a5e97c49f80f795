// widget-aria-light.js: ARIA's light checks, added by the loader where the workspace's profile has
// ARIA on (docs/product/aria.md), with the project key as the fragment of its URL. They start once the
// page has loaded and settled, and run in idle time. Every visitor of such a site downloads this:
// keep it small (bench/aria-budgets.ts prints its size and blocking time).
import { CAPTURE_HUB_GLOBAL, type CaptureWindow } from '../capture/capture-hooks.ts';
import type { Finding } from './finding.ts';
import { runIdleSteps } from './idle.ts';
import { lightDomSteps } from './light-checks.ts';
import { dedupe, sendReport } from './report.ts';
import { watchRuntime } from './runtime-watch.ts';
import { LIGHT_SEEN, type LightWindow } from './light-seen.ts';

// After the load event, so the checks see the page as visitors do, and out of its start-up.
const SETTLE_MS = 1_000;
// Later problems (an error on a click) go in a few more batches, each after a quiet moment.
const LATER_BATCHES_MAX = 4;
const QUIET_MS = 2_000;
const win = window as CaptureWindow & LightWindow;
const src = (document.currentScript as HTMLScriptElement | null)?.src ?? '';
const key = src.slice(src.indexOf('#') + 1);
if (src.includes('#') && !win[LIGHT_SEEN]) {
  const seen: Finding[] = (win[LIGHT_SEEN] = []);
  const origin = new URL(src).origin;
  const sent = new Set<string>();
  let pending: Finding[] = [];
  let ready = false;
  let batches = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    timer = undefined;
    const findings = dedupe(pending, sent);
    pending = [];
    if (findings.length === 0 || batches > LATER_BATCHES_MAX) return;
    batches++;
    void sendReport(origin, key, { scan: 'light', findings });
  };
  watchRuntime(win, win[CAPTURE_HUB_GLOBAL], origin, (finding) => {
    seen.push(finding);
    pending.push(finding);
    if (ready) timer ??= setTimeout(flush, QUIET_MS);
  });
  const check = () =>
    setTimeout(() => {
      const domFindings: Finding[] = [];
      runIdleSteps(lightDomSteps(domFindings), () => {
        ready = true;
        pending.push(...domFindings);
        flush();
      });
    }, SETTLE_MS);
  if (document.readyState === 'complete') check();
  else addEventListener('load', check, { once: true });
}
