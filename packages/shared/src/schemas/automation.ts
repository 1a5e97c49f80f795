import { z } from 'zod';
import { Id, Timestamp } from './common.ts';
import { ARIA_DETECTORS, ARIA_SEVERITIES } from '../rules/aria-catalogue.ts';
import { CommentStatus, Label, Priority } from './comment.ts';

/** What starts a rule (issue #19); `aria-finding` is ARIA filing a new finding as a thread. */
export const AutomationTrigger = z.enum(['comment-created', 'status-changed', 'assigned', 'aria-finding']);
export type AutomationTrigger = z.infer<typeof AutomationTrigger>;

/** Who wrote the thread: a guest of the site, a member of the team, or a client. */
export const AuthorKind = z.enum(['guest', 'member', 'client']);
export type AuthorKind = z.infer<typeof AuthorKind>;

const Some = <T extends z.ZodType>(item: T) => z.array(item).min(1, { message: 'Choose at least one' }).max(50);

/** Every condition must hold for a rule to act. */
export const AutomationCondition = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('project'), projectIds: Some(Id) }),
  /** `*` matches any characters: https://shop.example.com/checkout/* */
  z.strictObject({ type: z.literal('page-url'), pattern: z.string().trim().min(1).max(500) }),
  z.strictObject({ type: z.literal('priority'), priorities: Some(Priority) }),
  z.strictObject({ type: z.literal('status'), statuses: Some(CommentStatus) }),
  z.strictObject({ type: z.literal('author'), kinds: Some(AuthorKind) }),
  /** Case-insensitive. */
  z.strictObject({ type: z.literal('text-contains'), text: z.string().trim().min(1).max(200) }),
  /** Threads carrying any of these labels (compared lower-case, like labels are stored). */
  z.strictObject({ type: z.literal('labels'), labels: Some(Label) }),
  /** Threads ARIA filed, by their finding's detector; other threads never match. */
  z.strictObject({ type: z.literal('aria-detector'), detectors: Some(z.enum(ARIA_DETECTORS)) }),
  /** Threads ARIA filed whose finding is this severe or worse (as ARIA's routing rules read it). */
  z.strictObject({ type: z.literal('aria-severity'), severity: z.enum(ARIA_SEVERITIES) }),
  /** Threads ARIA filed for one of these rules of its catalogue (`img-alt`, `console-error`...). */
  z.strictObject({ type: z.literal('aria-rule'), rules: Some(z.string().trim().min(1).max(100)) }),
]);
export type AutomationCondition = z.infer<typeof AutomationCondition>;

/** What a matching rule does, in order. */
export const AutomationAction = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('assign'), assigneeId: Id }),
  z.strictObject({ type: z.literal('set-priority'), priority: Priority }),
  z.strictObject({ type: z.literal('set-status'), status: CommentStatus }),
  /** An in-app notification or an e-mail to these members. */
  z.strictObject({ type: z.literal('notify'), channel: z.enum(['in-app', 'email']), userIds: Some(Id) }),
  /** A message through a connected notifier (Slack, e-mail). */
  z.strictObject({ type: z.literal('post-message'), integrationId: Id }),
  z.strictObject({ type: z.literal('create-ticket'), integrationId: Id }),
  /** The `automation.rule_matched` event to the workspace's subscribed webhook endpoints. */
  z.strictObject({ type: z.literal('send-webhook') }),
]);
export type AutomationAction = z.infer<typeof AutomationAction>;

export const AutomationRuleInput = z.strictObject({
  name: z.string().trim().min(1, { message: 'Name the rule' }).max(100),
  trigger: AutomationTrigger,
  conditions: z.array(AutomationCondition).max(20).default([]),
  actions: z.array(AutomationAction).min(1, { message: 'Add at least one action' }).max(10),
  enabled: z.boolean().default(true),
});
export type AutomationRuleInput = z.input<typeof AutomationRuleInput>;

export const UpdateAutomationRuleRequest = AutomationRuleInput.partial();
export type UpdateAutomationRuleRequest = z.input<typeof UpdateAutomationRuleRequest>;

export const AutomationRule = z.object({
  id: Id,
  workspaceId: Id,
  name: z.string(),
  trigger: AutomationTrigger,
  conditions: z.array(AutomationCondition),
  actions: z.array(AutomationAction),
  enabled: z.boolean(),
  /** Rules run in this order, lowest first. */
  position: z.int(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type AutomationRule = z.infer<typeof AutomationRule>;

export const AutomationRuleParams = z.strictObject({ ruleId: Id });
export const AutomationRuleResponse = z.object({ rule: AutomationRule });
export const AutomationRuleListResponse = z.object({ rules: z.array(AutomationRule) });
export type AutomationRuleListResponse = z.infer<typeof AutomationRuleListResponse>;
export const ReorderAutomationRulesRequest = z.strictObject({ ruleIds: z.array(Id).min(1).max(200) });

/** One run of a rule on a thread: whether it matched, what it did and what failed. */
export const AutomationRun = z.object({
  id: Id,
  ruleId: Id,
  commentId: Id.nullable(),
  trigger: AutomationTrigger,
  matched: z.boolean(),
  actionsDone: z.array(z.string()),
  errors: z.array(z.string()),
  createdAt: Timestamp,
});
export type AutomationRun = z.infer<typeof AutomationRun>;
export const AutomationRunListResponse = z.object({ runs: z.array(AutomationRun) });
export type AutomationRunListResponse = z.infer<typeof AutomationRunListResponse>;

/** How many recent threads a rule is tried against before it is saved. */
export const AUTOMATION_TRY_THREADS = 50;

export const TryAutomationRuleResponse = z.object({
  tried: z.int(),
  matches: z.array(z.object({ commentId: Id, body: z.string(), pageUrl: z.string(), actions: z.array(z.string()) })),
});
export type TryAutomationRuleResponse = z.infer<typeof TryAutomationRuleResponse>;
