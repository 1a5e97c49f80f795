import {
  ARIA_SEVERITIES,
  type AriaDetector,
  type AriaSeverity,
  type AuthorKind,
  type AutomationAction,
  type AutomationCondition,
  type CommentStatus,
  type Priority,
} from '@commentflow/shared';

/** What a rule's conditions look at in a thread. */
export interface ThreadFacts {
  projectId: string;
  pageUrl: string;
  priority: Priority;
  status: CommentStatus;
  /** Null on threads ARIA wrote. */
  authorKind: AuthorKind | null;
  body: string;
  /** Lower-case, as stored. */
  labels: string[];
  /** The finding of a thread ARIA filed; null on people's threads. */
  aria: { detector: AriaDetector; severity: AriaSeverity; rule: string } | null;
}

/** A page URL pattern where `*` stands for any characters and everything else is literal. */
export function urlMatches(pattern: string, url: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`, 'i').test(url);
}

export function conditionHolds(condition: AutomationCondition, thread: ThreadFacts): boolean {
  switch (condition.type) {
    case 'project':
      return condition.projectIds.includes(thread.projectId);
    case 'page-url':
      return urlMatches(condition.pattern, thread.pageUrl);
    case 'priority':
      return condition.priorities.includes(thread.priority);
    case 'status':
      return condition.statuses.includes(thread.status);
    case 'author':
      return thread.authorKind !== null && condition.kinds.includes(thread.authorKind);
    case 'text-contains':
      return thread.body.toLowerCase().includes(condition.text.toLowerCase());
    case 'labels':
      return condition.labels.some((label) => thread.labels.includes(label));
    case 'aria-detector':
      return thread.aria !== null && condition.detectors.includes(thread.aria.detector);
    case 'aria-severity':
      return thread.aria !== null && ARIA_SEVERITIES.indexOf(thread.aria.severity) <= ARIA_SEVERITIES.indexOf(condition.severity);
    case 'aria-rule':
      return thread.aria !== null && condition.rules.includes(thread.aria.rule);
  }
}

/** A rule acts when every one of its conditions holds (no conditions: always). */
export function ruleMatches(conditions: AutomationCondition[], thread: ThreadFacts): boolean {
  return conditions.every((condition) => conditionHolds(condition, thread));
}

/** An action in words, for the run log and the try-out. `name` names a member or an integration by id. */
export function describeAction(action: AutomationAction, name: (id: string) => string): string {
  switch (action.type) {
    case 'assign':
      return `Assign to ${name(action.assigneeId)}`;
    case 'set-priority':
      return `Set priority to ${action.priority}`;
    case 'set-status':
      return `Set status to ${action.status.replace('_', ' ')}`;
    case 'notify':
      return `Notify ${action.userIds.map(name).join(', ')} ${action.channel === 'email' ? 'by e-mail' : 'in the app'}`;
    case 'post-message':
      return `Post to ${name(action.integrationId)}`;
    case 'create-ticket':
      return `Create a ticket in ${name(action.integrationId)}`;
    case 'send-webhook':
      return 'Send the automation.rule_matched webhook';
  }
}
