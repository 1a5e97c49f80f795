import type { Kysely, Transaction } from 'kysely';
import type { AriaFinding, AriaRoutingOutcome, AriaRoutingRule, IntegrationProvider, RoutingTargetStatus } from '@commentflow/shared';
import { ARIA_SEVERITIES, INTEGRATION_PROVIDERS } from '@commentflow/shared';
import type { Database, IntegrationRow } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The provider a rule's target names: its key (`github`) or its name (`GitHub`, `Jira Cloud`), in
 * any case. Null: no provider is called so.
 */
function providerNamed(target: string): IntegrationProvider | null {
  const wanted = target.trim().toLowerCase();
  const match = Object.entries(INTEGRATION_PROVIDERS).find(([key, facts]) => key === wanted || facts.name.toLowerCase() === wanted);
  return match ? (match[0] as IntegrationProvider) : null;
}

/** The workspace's connected tracker a target names (the first connected of that provider), if any. */
async function trackerFor(db: Db, workspaceId: string, target: string): Promise<IntegrationRow | { reason: string }> {
  const provider = providerNamed(target);
  if (!provider) return { reason: `No integration is called "${target}": name a tracker such as github, gitlab, linear, jira or trello.` };
  const { name, kind } = INTEGRATION_PROVIDERS[provider];
  if (kind !== 'tracker') return { reason: `${name} takes messages, not tickets: name a tracker.` };
  const row = await db
    .selectFrom('integrations')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('provider', '=', provider)
    .orderBy('created_at')
    .executeTakeFirst();
  return (
    row ?? { reason: `${name} is not connected to this workspace: connect it in Integrations, or no ticket can be created for this rule.` }
  );
}

/** Whether each target can take tickets now: a tracker of that provider is connected to the workspace. */
export async function routingTargetStatuses(db: Db, workspaceId: string, targets: readonly string[]): Promise<RoutingTargetStatus[]> {
  return Promise.all(
    targets.map(async (target) => {
      const tracker = await trackerFor(db, workspaceId, target);
      return 'reason' in tracker ? { target, available: false, reason: tracker.reason } : { target, available: true, reason: null };
    }),
  );
}

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
 * Routes a new finding (autoCreateTickets on): each connected tracker its matching rules name gets
 * one ticket job, in the filing's transaction (several rules naming the same tracker make one
 * ticket). The ticket is made from ARIA's thread, so without a thread there is none. Answers what each
 * target did, to be stored with the finding.
 */
export async function routeFinding(
  trx: Transaction<Database>,
  jobs: JobQueue,
  workspaceId: string,
  finding: RoutedFinding & { id: string; threadId: string | null },
  rules: readonly AriaRoutingRule[],
): Promise<AriaRoutingOutcome[]> {
  const outcomes: AriaRoutingOutcome[] = [];
  const queued = new Set<string>();
  for (const target of new Set(rules.filter((rule) => matchesRule(finding, rule)).map((rule) => rule.target))) {
    const tracker = await trackerFor(trx, workspaceId, target);
    if ('reason' in tracker) outcomes.push({ target, outcome: 'target-unavailable' });
    else if (finding.threadId === null) outcomes.push({ target, outcome: 'no-thread' });
    else if (!queued.has(tracker.id)) {
      queued.add(tracker.id);
      await jobs.enqueue(
        trx,
        'aria-ticket',
        { findingId: finding.id, integrationId: tracker.id, target },
        { singletonKey: `aria-ticket:${finding.id}:${tracker.id}` },
      );
      outcomes.push({ target, outcome: 'ticket-queued' });
    }
  }
  return outcomes;
}
