import type { AriaFinding, AriaRoutingRule, RoutingTargetStatus } from '@commentflow/shared';
import { ARIA_SEVERITIES } from '@commentflow/shared';

/**
 * Where ARIA's routing rules send tickets: the integrations layer (issue "Integrations", built in
 * parallel). Until it is plugged in here, every target answers unavailable, so a rule never reports
 * a ticket that was not made. Plugging it in is this one function: ask the workspace's connected
 * integrations whether `target` is one of them and create the ticket through it.
 */
export function routingTargetStatus(target: string): RoutingTargetStatus {
  return {
    target,
    available: false,
    reason: 'Ticket integrations are not available on this server yet: no ticket can be created for this rule.',
  };
}

export type RoutingOutcome = AriaFinding['routing'][number];

type RoutedFinding = Pick<AriaFinding, 'detector' | 'rule' | 'severity'>;

/** Whether a finding matches a rule's condition (severity: this level or worse). */
export function matchesRule(finding: RoutedFinding, rule: AriaRoutingRule): boolean {
  const { detector, severity, rule: ruleId } = rule.condition;
  if (detector !== undefined && finding.detector !== detector) return false;
  if (ruleId !== undefined && finding.rule !== ruleId) return false;
  if (severity !== undefined && ARIA_SEVERITIES.indexOf(finding.severity) > ARIA_SEVERITIES.indexOf(severity)) return false;
  return true;
}

/**
 * What each matching rule did with a new finding. No target can take a ticket yet
 * (routingTargetStatus), so each match is recorded as `target-unavailable`; the integrations layer
 * adds the path that creates the ticket and records `ticket-created`.
 */
export function routeFinding(finding: RoutedFinding, rules: readonly AriaRoutingRule[]): RoutingOutcome[] {
  return rules.filter((rule) => matchesRule(finding, rule)).map((rule) => ({ target: rule.target, outcome: 'target-unavailable' as const }));
}
