import { loadScript } from '../../lib/load-script.ts';
import { elementFinding, type Finding } from '../finding.ts';
import { PER_RULE_MAX } from '../light-checks.ts';
import { OWN_HOST_TAGS } from './own-hosts.ts';

interface AxeNode {
  html: string;
  failureSummary?: string;
  element?: Element;
}
interface AxeViolation {
  id: string;
  impact?: 'critical' | 'serious' | 'moderate' | 'minor' | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}
interface Axe {
  run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }>;
}

let running: Promise<Finding[]> | null = null;

/**
 * Accessibility with axe-core, fetched from our server only now (widget-axe.js, a copy of axe-core's
 * own build), run on the page without the widget's shadow hosts. One run at a time: a second call
 * while one runs gets the same answer.
 */
export function accessibilityFindings(origin: string): Promise<Finding[]> {
  running ??= run(origin).finally(() => (running = null));
  return running;
}

async function run(origin: string): Promise<Finding[]> {
  const axe = await loadScript(origin, 'widget-axe.js', () => (window as unknown as { axe?: Axe }).axe);
  const { violations } = await axe.run({ exclude: OWN_HOST_TAGS.map((tag) => [tag]) }, { elementRef: true, resultTypes: ['violations'] });
  return violations.flatMap((violation) =>
    violation.nodes
      .filter((node): node is AxeNode & { element: Element } => node.element instanceof Element)
      .slice(0, PER_RULE_MAX)
      .map((node) => ({
        ...elementFinding('accessibility', violation.id, node.element, node.html),
        severity: violation.impact ?? 'moderate',
        title: violation.help.slice(0, 200),
        fixHint: `${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()} ${violation.helpUrl}`.trim().slice(0, 500),
      })),
  );
}
