import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { pageFinding, type Finding } from '../finding.ts';
import { isOwnElement } from './own-hosts.ts';

// How long the scan listens for the metrics the browser has buffered since the page loaded.
const LISTEN_MS = 1_500;
const RULES: Record<string, string> = {
  LCP: 'web-vital-lcp',
  CLS: 'web-vital-cls',
  INP: 'web-vital-inp',
  FCP: 'web-vital-fcp',
  TTFB: 'web-vital-ttfb',
};

/** The element a metric is about, where web-vitals' attribution names it by selector. */
function attributedElement(metric: MetricWithAttribution): Element | null {
  const attribution = metric.attribution as { target?: string; largestShiftTarget?: string; interactionTarget?: string };
  const selector = attribution.target ?? attribution.largestShiftTarget ?? attribution.interactionTarget;
  try {
    return selector ? document.querySelector(selector) : null;
  } catch {
    return null;
  }
}

const shown = (metric: MetricWithAttribution) => (metric.name === 'CLS' ? metric.value.toFixed(3) : `${Math.round(metric.value)} ms`);

/**
 * Core Web Vitals with attribution (the web-vitals library): each metric rated "needs improvement"
 * or "poor" is a finding, pinned to the element it is about when known. INP needs interactions: a
 * scan right after load usually has none to measure, and then reports nothing about it.
 */
export function webVitalFindings(): Promise<Finding[]> {
  const latest = new Map<string, MetricWithAttribution>();
  const keep = (metric: MetricWithAttribution) => latest.set(metric.name, metric);
  const options = { reportAllChanges: true };
  onLCP(keep, options);
  onCLS(keep, options);
  onINP(keep, options);
  onFCP(keep, options);
  onTTFB(keep, options);
  return new Promise((resolve) =>
    setTimeout(() => {
      const findings = [...latest.values()]
        .filter((metric) => metric.rating !== 'good')
        .map((metric) => ({ metric, element: attributedElement(metric) }))
        // A slow interaction with the widget (the "Run ARIA" click itself) is ours, not the page's.
        .filter(({ element }) => !element || !isOwnElement(element))
        .map(({ metric, element }) => ({
          ...pageFinding('performance', RULES[metric.name]!, metric.name, `${metric.name} ${shown(metric)} (${metric.rating})`, element),
          severity: metric.rating === 'poor' ? ('serious' as const) : ('moderate' as const),
        }));
      resolve(findings);
    }, LISTEN_MS),
  );
}
