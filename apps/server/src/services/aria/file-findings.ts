import type { JobQueue } from '../../jobs/job-queue.ts';
import type { EventRecorder } from '../event-outbox.ts';
import type { WebhookEmitter } from '../webhooks/webhook-emitter.ts';
import { createHash, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  ARIA_VISITOR_THREADS_PER_HOUR,
  ariaRule,
  pagePattern,
  passesThreshold,
  type Anchor,
  type AriaDetector,
  type AriaFindingInput,
  type AriaProfile,
  type AriaReportRequest,
  type AriaReportResponse,
  type AriaSeverity,
  type EmailLanguage,
} from '@commentflow/shared';
import type { z } from 'zod';
import type { AriaFindingRow, CommentRow, Database, ProjectRow } from '../../db/schema.ts';
import { commentChanged } from '../comment-events.ts';
import type { DomainEvent } from '../domain-events.ts';
import { findComment, reloadComment } from '../comment-query.ts';
import { unlessPlanLimit } from '../billing/enforce-limit.ts';
import { createComment } from '../create-comment.ts';
import { createReply } from '../create-reply.ts';
import { updateComment } from '../update-comment.ts';
import { withEffects } from '../../integrations/comment-effects.ts';
import { findingCommentBody, reopenedNote, resolvedNote } from './aria-comment-text.ts';
import { routeFinding } from './routing-targets.ts';

type Report = z.output<typeof AriaReportRequest>;
type FindingInput = z.output<typeof AriaFindingInput>;
export type FindingSource = 'visitor' | 'member';

export interface FilingContext {
  project: ProjectRow;
  profile: AriaProfile;
  source: FindingSource;
  /** ARIA's threads are comments like any other: the workspace's webhooks hear of them. */
  webhooks: WebhookEmitter;
  /** ARIA's threads and notes count against the plan's comments; past the limit they are left out. */
  plansEnabled: boolean;
  /** Routing rules' tickets are made by jobs, enqueued with the finding. */
  jobs: JobQueue;
  /** Where the threads' events are kept with them. */
  realtime: EventRecorder;
  /** The workspace's language: ARIA's comments and notes are written in it. */
  language: EmailLanguage;
}

/** A reported finding once checked against the catalogue and the profile: what gets stored. */
interface Accepted {
  detector: AriaDetector;
  rule: string;
  severity: AriaSeverity;
  title: string;
  fixHint: string;
  subject: string;
  evidence: string;
  anchor: Anchor | null;
  fingerprint: string;
}

const HOUR_MS = 3_600_000;

/**
 * Files one batch of findings (docs/product/overview.md ARIA, docs/product/aria.md): new ones are stored and, with
 * autoCreateComments, become one thread each, authored by ARIA and pinned to the element; a known
 * fingerprint counts one more occurrence (a resolved one reopens); a full scan resolves what it no
 * longer sees among the detectors it ran on this page. Visitors may report only the light rules, with
 * the catalogue's severity and words, and open at most ARIA_VISITOR_THREADS_PER_HOUR new findings per
 * project and hour.
 */
export async function fileFindings(
  trx: Transaction<Database>,
  context: FilingContext,
  report: Report,
): Promise<{ counts: AriaReportResponse; events: DomainEvent[]; pinned: PinnedThread[]; newThreads: string[] }> {
  const counts: AriaReportResponse = { created: 0, seenAgain: 0, reopened: 0, resolved: 0, skipped: 0 };
  const events: DomainEvent[] = [];
  const pinned: PinnedThread[] = [];
  /** The threads of new findings, for the "ARIA finding" automation rules. */
  const newThreads: string[] = [];
  const { project, profile } = context;
  if (!profile.enabled) return { counts: { ...counts, skipped: report.findings.length }, events, pinned, newThreads };

  const pattern = pagePattern(report.pageUrl);
  const muted = new Set(
    (
      await trx.selectFrom('aria_mutes').select('rule').where('project_id', '=', project.id).where('page_pattern', '=', pattern).execute()
    ).map((row) => row.rule),
  );
  const accepted = new Map<string, Accepted>();
  for (const input of report.findings) {
    const finding = accept(input, context, pattern);
    if (
      !finding ||
      muted.has(finding.rule) ||
      !profile.detections.includes(finding.detector) ||
      !passesThreshold(finding.severity, profile.errorThreshold)
    ) {
      counts.skipped += 1;
      continue;
    }
    if (accepted.has(finding.fingerprint)) continue;
    accepted.set(finding.fingerprint, finding);
  }

  const now = new Date().toISOString();
  let visitorRoom =
    context.source === 'visitor' ? ARIA_VISITOR_THREADS_PER_HOUR - (await newVisitorFindings(trx, project.id, now)) : Infinity;
  for (const finding of accepted.values()) {
    const existing = await findByFingerprint(trx, project.id, finding.fingerprint);
    if (existing) {
      const reopened = await seenAgain(trx, existing, finding, report, context, now, events);
      counts[reopened ? 'reopened' : 'seenAgain'] += 1;
      continue;
    }
    if (visitorRoom <= 0) {
      counts.skipped += 1;
      continue;
    }
    const created = await fileNew(trx, finding, report, context, pattern, now, events);
    if (created) {
      counts.created += 1;
      visitorRoom -= 1;
      if (created !== true) newThreads.push(created);
      if (created !== true && finding.anchor)
        pinned.push({ detector: finding.detector, rule: finding.rule, selector: finding.anchor.selector, commentId: created });
    } else {
      // A concurrent batch stored the same fingerprint first: this sighting counts on it.
      const winner = await findByFingerprint(trx, project.id, finding.fingerprint);
      if (winner) await seenAgain(trx, winner, finding, report, context, now, events);
      counts.seenAgain += 1;
    }
  }

  if (report.scan === 'full' && report.detectorsRun && report.detectorsRun.length > 0) {
    counts.resolved = await resolveUnseen(trx, context, pattern, report.detectorsRun, new Set(accepted.keys()), now, events);
  }
  return { counts, events, pinned, newThreads };
}

/** A new thread pinned to an element: a full scan may attach the element's picture to it. */
export interface PinnedThread {
  detector: AriaDetector;
  rule: string;
  /** The element's selector (its anchor's). */
  selector: string;
  commentId: string;
}

/** A finding checked against the catalogue: visitors only send light rules and get the catalogue's words. */
function accept(input: FindingInput, context: FilingContext, pattern: string): Accepted | null {
  const facts = ariaRule(input.rule);
  if (facts && facts.detector !== input.detector) return null;
  let severity: AriaSeverity;
  let title: string;
  let fixHint: string;
  if (context.source === 'visitor') {
    if (!facts?.light) return null;
    ({ severity, title, fixHint } = facts);
  } else if (facts) {
    severity = input.severity ?? facts.severity;
    ({ title, fixHint } = facts);
  } else {
    // A rule of a library the full scan runs (axe-core): its own words travel with the finding.
    if (!input.title) return null;
    severity = input.severity ?? 'moderate';
    title = input.title;
    fixHint = input.fixHint ?? '';
  }
  const pinned = input.detector !== 'errors' || context.profile.pinErrors;
  return {
    detector: input.detector,
    rule: input.rule,
    severity,
    title,
    fixHint,
    subject: input.subject,
    evidence: input.evidence,
    anchor: pinned ? (input.anchor ?? null) : null,
    fingerprint: fingerprint(input.detector, input.rule, input.subject, pattern),
  };
}

/** Spec: the same problem is the same detector and rule on the same element (or URL, or message) of the same page pattern. */
export function fingerprint(detector: string, rule: string, subject: string, pattern: string): string {
  return createHash('sha256').update([detector, rule, subject, pattern].join('\n')).digest('hex').slice(0, 40);
}

function findByFingerprint(trx: Transaction<Database>, projectId: string, print: string): Promise<AriaFindingRow | undefined> {
  return trx
    .selectFrom('aria_findings')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('fingerprint', '=', print)
    .executeTakeFirst();
}

async function newVisitorFindings(trx: Transaction<Database>, projectId: string, now: string): Promise<number> {
  const since = new Date(Date.parse(now) - HOUR_MS).toISOString();
  const row = await trx
    .selectFrom('aria_findings')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('project_id', '=', projectId)
    .where('source', '=', 'visitor')
    .where('first_seen_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const ariaAuthor = (profile: AriaProfile) => ({
  bot: { name: profile.avatar.name, icon: profile.avatar.icon, color: profile.avatar.color },
});

/**
 * Stores a new finding and, with autoCreateComments, its thread. Answers false when a concurrent batch
 * stored it first, true when stored without a thread, else the thread's id.
 */
async function fileNew(
  trx: Transaction<Database>,
  finding: Accepted,
  report: Report,
  context: FilingContext,
  pattern: string,
  now: string,
  events: DomainEvent[],
): Promise<string | boolean> {
  const { project, profile, source } = context;
  const id = randomUUID();
  const inserted = await trx
    .insertInto('aria_findings')
    .values({
      id,
      workspace_id: project.workspace_id,
      project_id: project.id,
      page_url: report.pageUrl,
      page_pattern: pattern,
      detector: finding.detector,
      rule: finding.rule,
      severity: finding.severity,
      title: finding.title,
      subject: finding.subject,
      fingerprint: finding.fingerprint,
      evidence: finding.evidence,
      fix_hint: finding.fixHint,
      anchor: finding.anchor === null ? null : JSON.stringify(finding.anchor),
      occurrences: 1,
      first_seen_at: now,
      last_seen_at: now,
      status: 'open',
      source,
      comment_id: null,
      routing: '[]',
      resolved_at: null,
    })
    .onConflict((oc) => oc.columns(['project_id', 'fingerprint']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== 1) return false;
  const announced = {
    id,
    projectId: project.id,
    pageUrl: report.pageUrl,
    detector: finding.detector,
    rule: finding.rule,
    severity: finding.severity,
    title: finding.title,
    evidence: finding.evidence,
    fixHint: finding.fixHint,
    source,
    firstSeenAt: now,
  };
  if (!profile.autoCreateComments) {
    await context.webhooks.emit(trx, project.workspace_id, 'finding.created', { finding: announced, commentId: null });
    await route(trx, context, { ...finding, id, threadId: null });
    return true;
  }

  const body = findingCommentBody(
    {
      title: finding.title,
      evidence: finding.evidence,
      fix_hint: finding.fixHint,
      detector: finding.detector,
      rule: finding.rule,
      severity: finding.severity,
      source,
    },
    context.language,
  );
  const result = await unlessPlanLimit(
    createComment(
      trx,
      project,
      ariaAuthor(profile),
      {
        clientId: id,
        body,
        pageUrl: report.pageUrl,
        pageTitle: report.pageTitle,
        anchor: finding.anchor,
        viewport: report.viewport,
      },
      context.webhooks,
      context.plansEnabled,
    ),
  );
  if (!result) {
    await route(trx, context, { ...finding, id, threadId: null });
    return true;
  }
  await trx.updateTable('aria_findings').set({ comment_id: result.comment.id }).where('id', '=', id).execute();
  await route(trx, context, { ...finding, id, threadId: result.comment.id });
  await context.webhooks.emit(trx, project.workspace_id, 'finding.created', { finding: announced, commentId: result.comment.id });
  // The thread is announced with its finding (occurrences, severity), linked only now.
  const linked = await reloadComment(trx, result.comment.id);
  events.push(...result.events.map((event) => (event.name === 'comment-created' ? commentChanged('comment-created', linked) : event)));
  return result.comment.id;
}

/** With autoCreateTickets, the new finding's matching routing rules queue its tickets; what each did is stored with it. */
async function route(
  trx: Transaction<Database>,
  context: FilingContext,
  finding: Accepted & { id: string; threadId: string | null },
): Promise<void> {
  const { profile, project } = context;
  if (!profile.autoCreateTickets || profile.routingRules.length === 0) return;
  const routing = await routeFinding(trx, context.jobs, project.workspace_id, finding, profile.routingRules);
  if (routing.length > 0)
    await trx
      .updateTable('aria_findings')
      .set({ routing: JSON.stringify(routing) })
      .where('id', '=', finding.id)
      .execute();
}

/** One more sighting: counted, and a resolved finding (and its thread) reopens. Answers whether it reopened. */
async function seenAgain(
  trx: Transaction<Database>,
  existing: AriaFindingRow,
  finding: Accepted,
  report: Report,
  context: FilingContext,
  now: string,
  events: DomainEvent[],
): Promise<boolean> {
  const reopen = existing.status === 'resolved';
  await trx
    .updateTable('aria_findings')
    .set((eb) => ({
      occurrences: eb('occurrences', '+', 1),
      last_seen_at: now,
      page_url: report.pageUrl,
      evidence: finding.evidence || existing.evidence,
      ...(reopen ? { status: 'open' as const, resolved_at: null } : {}),
    }))
    .where('id', '=', existing.id)
    .execute();
  if (existing.comment_id === null) return reopen;
  const comment = await findComment(trx, existing.comment_id);
  if (!comment) return reopen;
  if (reopen) {
    const note = await unlessPlanLimit(
      createReply(
        trx,
        comment,
        ariaAuthor(context.profile),
        { body: reopenedNote(now, context.language) },
        context.webhooks,
        context.plansEnabled,
      ),
    );
    if (note) events.push(...note.events);
    if (comment.status === 'resolved') {
      events.push(...(await ariaStatusChange(trx, context, comment, 'open')).events);
      return reopen;
    }
  }
  events.push(commentChanged('comment-updated', await reloadComment(trx, comment.id)));
  return reopen;
}

/**
 * ARIA resolving or reopening its own thread, through the one effects path: the thread's tickets follow
 * (closed or reopened in the tracker). As a rule's change, it starts no rules: ARIA's findings have a
 * trigger of their own, and a rule reacting to ARIA's status changes could fight it scan after scan.
 */
function ariaStatusChange(trx: Transaction<Database>, context: FilingContext, comment: CommentRow, status: 'open' | 'resolved') {
  return withEffects(context, trx, updateComment(trx, comment, { status }, null, context.webhooks), 'automation');
}

/** Open findings of this page, from the detectors the full scan ran, that it did not see: resolved by ARIA. */
async function resolveUnseen(
  trx: Transaction<Database>,
  context: FilingContext,
  pattern: string,
  detectorsRun: readonly AriaDetector[],
  seen: ReadonlySet<string>,
  now: string,
  events: DomainEvent[],
): Promise<number> {
  const open = await trx
    .selectFrom('aria_findings')
    .selectAll()
    .where('project_id', '=', context.project.id)
    .where('page_pattern', '=', pattern)
    .where('status', '=', 'open')
    .where('detector', 'in', detectorsRun)
    .execute();
  const gone = open.filter((finding) => !seen.has(finding.fingerprint));
  for (const finding of gone) {
    await trx.updateTable('aria_findings').set({ status: 'resolved', resolved_at: now }).where('id', '=', finding.id).execute();
    if (finding.comment_id === null) continue;
    const comment = await findComment(trx, finding.comment_id);
    if (!comment) continue;
    const note = await unlessPlanLimit(
      createReply(
        trx,
        comment,
        ariaAuthor(context.profile),
        { body: resolvedNote(now, context.language) },
        context.webhooks,
        context.plansEnabled,
      ),
    );
    if (note) events.push(...note.events);
    // A thread someone already closed stays as they left it.
    if (comment.status !== 'resolved') events.push(...(await ariaStatusChange(trx, context, comment, 'resolved')).events);
  }
  return gone.length;
}
