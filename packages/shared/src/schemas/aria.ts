import { z } from 'zod';
import { ARIA_DETECTORS, ARIA_SEVERITIES, ARIA_THRESHOLDS, PRODUCT_VARIANTS } from '../rules/aria-catalogue.ts';
import { Anchor, CommentListResponse, Viewport } from './comment.ts';
import { HttpUrl, Id, Timestamp } from './common.ts';
import { WidgetKey } from './widget.ts';

export const AriaDetector = z.enum(ARIA_DETECTORS);
export const AriaSeverity = z.enum(ARIA_SEVERITIES);
export const AriaThreshold = z.enum(ARIA_THRESHOLDS);
export const ProductVariant = z.enum(PRODUCT_VARIANTS);
export type ProductVariant = z.infer<typeof ProductVariant>;
export type AriaDetector = z.infer<typeof AriaDetector>;
export type AriaSeverity = z.infer<typeof AriaSeverity>;
export type AriaThreshold = z.infer<typeof AriaThreshold>;

/** Findings in one batch, and the sizes of their texts: what a visitor's browser may send at most. */
export const ARIA_BATCH_MAX = 50;
export const ARIA_EVIDENCE_MAX = 2_000;
/** Batches of light findings one address may send per project and minute. */
export const ARIA_VISITOR_BATCHES_PER_MINUTE = 6;
/** New threads visitors' findings may open per project and hour; beyond it only known findings count. */
export const ARIA_VISITOR_THREADS_PER_HOUR = 20;

const RuleId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { message: 'A rule id is 1-64 lowercase letters, digits or dashes' });

/** docs/product/data.md routing rule: when a finding matches `condition`, `action` it to `target` (an integration). */
export const AriaRoutingRule = z.strictObject({
  condition: z.strictObject({
    detector: AriaDetector.optional(),
    /** This severity or worse. */
    severity: AriaSeverity.optional(),
    rule: RuleId.optional(),
  }),
  action: z.enum(['create-ticket']),
  /** The integration that takes the ticket (a provider name such as `jira`, `linear`, `github`). */
  target: z.string().trim().min(1).max(100),
});
export type AriaRoutingRule = z.infer<typeof AriaRoutingRule>;

export const AriaAvatar = z.strictObject({
  icon: z.string().trim().min(1).max(8),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'A colour like #7c3aed' }),
  name: z.string().trim().min(1).max(40),
});
export type AriaAvatar = z.infer<typeof AriaAvatar>;

/** docs/product/data.md "Assistant profile per product", its fields exactly. */
export const AriaProfile = z.strictObject({
  enabled: z.boolean(),
  autoCreateComments: z.boolean(),
  autoCreateTickets: z.boolean(),
  pinErrors: z.boolean(),
  errorThreshold: AriaThreshold,
  detections: z
    .array(AriaDetector)
    .max(ARIA_DETECTORS.length)
    .refine((list) => new Set(list).size === list.length, { message: 'Name each detection once' }),
  routingRules: z.array(AriaRoutingRule).max(20),
  avatar: AriaAvatar,
  /**
   * Decisions.md "ARIA": the full scan runs "on demand from the widget or on load where the profile
   * says so". docs/product/data.md names no field for it, so this one says so: a signed-in team member's widget
   * then runs the full scan by itself once each page has settled. Automation, so off by default
   * (docs/product/limits.md: flags default enabled except automation); a profile saved before it reads as off.
   */
  scanOnLoad: z.boolean().default(false),
});
export type AriaProfile = z.infer<typeof AriaProfile>;

/**
 * docs/product/limits.md: DevFlow enabled with threshold `all`, the other variants disabled with `critical`; the
 * flags on except automation (tickets).
 */
export function defaultAriaProfile(variant: ProductVariant): AriaProfile {
  const devflow = variant === 'devflow';
  return {
    enabled: devflow,
    autoCreateComments: true,
    autoCreateTickets: false,
    pinErrors: true,
    errorThreshold: devflow ? 'all' : 'critical',
    detections: [...ARIA_DETECTORS],
    routingRules: [],
    avatar: { icon: '✦', color: '#7c3aed', name: 'ARIA' },
    scanOnLoad: false,
  };
}

/**
 * What a routing rule did with a new finding: its ticket waits for the tracker (`ticket-queued`, made
 * by a job), was made (`ticket-created`, with its key and link), or could not be: no connected
 * tracker answers to the target (`target-unavailable`), or ARIA filed no thread to make it from
 * (`no-thread`: autoCreateComments off, or the plan's comments used up).
 */
export const AriaRoutingOutcome = z.object({
  target: z.string(),
  outcome: z.enum(['ticket-queued', 'ticket-created', 'target-unavailable', 'no-thread']),
  ticket: z.object({ key: z.string(), url: z.string() }).optional(),
});
export type AriaRoutingOutcome = z.infer<typeof AriaRoutingOutcome>;

/** Whether a routing rule's target can take tickets: a tracker of that provider is connected to the workspace. */
export const RoutingTargetStatus = z.object({ target: z.string(), available: z.boolean(), reason: z.string().nullable() });
export type RoutingTargetStatus = z.infer<typeof RoutingTargetStatus>;

export const AriaProfileResponse = z.object({
  variant: ProductVariant,
  profile: AriaProfile,
  /** true until an owner or admin saved a profile: the variant's defaults apply. */
  isDefault: z.boolean(),
  routingTargets: z.array(RoutingTargetStatus),
});
export type AriaProfileResponse = z.infer<typeof AriaProfileResponse>;

/** One problem as a browser reports it. `subject` says what it is about (selector, URL or message). */
export const AriaFindingInput = z.strictObject({
  detector: AriaDetector,
  rule: RuleId,
  severity: AriaSeverity.optional(),
  subject: z.string().trim().min(1).max(500),
  anchor: Anchor.optional(),
  evidence: z.string().max(ARIA_EVIDENCE_MAX).default(''),
  /** A member's full scan only (axe-core's help text); ARIA's own rules take theirs from the catalogue. */
  title: z.string().trim().max(200).optional(),
  fixHint: z.string().trim().max(500).optional(),
});
export type AriaFindingInput = z.input<typeof AriaFindingInput>;

export const AriaReportRequest = z.strictObject({
  /** light: a visitor's (or member's) browser; full: a signed-in member's full scan. */
  scan: z.enum(['light', 'full']),
  pageUrl: HttpUrl,
  pageTitle: z.string().max(300).default(''),
  viewport: Viewport,
  findings: z.array(AriaFindingInput).max(ARIA_BATCH_MAX),
  /** A full scan names the detectors it ran: their findings of this page not reported again are resolved. */
  detectorsRun: z.array(AriaDetector).max(ARIA_DETECTORS.length).optional(),
});
export type AriaReportRequest = z.input<typeof AriaReportRequest>;

/** Element screenshots a member's full scan may attach: at most this many threads per scan. */
export const ARIA_SCREENSHOTS_MAX = 10;

export const AriaReportResponse = z.object({
  /** New findings filed, known ones seen again, ones left out (threshold, muted, disabled detection, visitor cap). */
  created: z.int(),
  seenAgain: z.int(),
  reopened: z.int(),
  resolved: z.int(),
  skipped: z.int(),
  /**
   * A member's full scan only: the new threads pinned to an element, each with the token that lets the
   * scan attach the element's picture (POST /widget/:key/comments/:commentId/screenshot).
   */
  screenshots: z
    .array(z.object({ detector: AriaDetector, rule: z.string(), selector: z.string(), commentId: Id, uploadToken: z.string() }))
    .optional(),
});
export type AriaReportResponse = z.infer<typeof AriaReportResponse>;

/** What the widget needs to know of ARIA on a project (sent with the loader's first answer). */
export const WidgetAriaSettings = z.object({
  enabled: z.boolean(),
  /** The workspace's product variant: EcomFlow's checkout pages get the checkout check. */
  variant: ProductVariant,
  detections: z.array(AriaDetector),
  errorThreshold: AriaThreshold,
  /**
   * ARIA's bundles the loader adds to this page for this caller (with the key as their fragment): the
   * light checks where ARIA is on, and for a team member who may triage, where the profile has
   * scanOnLoad, the full scan, which then runs by itself. Visitors never get the full scan.
   */
  scripts: z.array(z.string()),
});
export type WidgetAriaSettings = z.infer<typeof WidgetAriaSettings>;

/**
 * The loader's one answer: the page's pins, whether ARIA's light checks run on this project, and the
 * page the asked address names under the project's page rule (rules/page-identity.ts; null when no
 * page was asked): the widget compares pages by this name, so it need not carry the rule's code.
 */
export const WidgetCommentListResponse = CommentListResponse.extend({ aria: WidgetAriaSettings, page: z.string().nullable() });
export type WidgetCommentListResponse = z.infer<typeof WidgetCommentListResponse>;

export const FindingStatus = z.enum(['open', 'resolved']);
export const FindingSource = z.enum(['visitor', 'member']);

export const AriaFinding = z.object({
  id: Id,
  workspaceId: Id,
  projectId: Id,
  pageUrl: z.string(),
  pagePattern: z.string(),
  detector: AriaDetector,
  rule: z.string(),
  severity: AriaSeverity,
  title: z.string(),
  subject: z.string(),
  evidence: z.string(),
  fixHint: z.string(),
  anchor: Anchor.nullable(),
  occurrences: z.int(),
  firstSeenAt: Timestamp,
  lastSeenAt: Timestamp,
  status: FindingStatus,
  source: FindingSource,
  commentId: Id.nullable(),
  muted: z.boolean(),
  /** Routing rules this finding matched and what came of each (one entry per target). */
  routing: z.array(AriaRoutingOutcome),
});
export type AriaFinding = z.infer<typeof AriaFinding>;

export const ListFindingsQuery = z.strictObject({
  projectId: Id.optional(),
  pagePattern: z.string().max(2048).optional(),
  detector: AriaDetector.optional(),
  severity: AriaSeverity.optional(),
  status: FindingStatus.optional(),
  source: FindingSource.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type ListFindingsQuery = z.input<typeof ListFindingsQuery>;
export const FindingListResponse = z.object({ findings: z.array(AriaFinding) });

export const AriaOverviewQuery = z.strictObject({ projectId: Id.optional(), days: z.coerce.number().int().min(1).max(90).default(30) });
export const AriaOverviewResponse = z.object({
  pages: z.array(
    z.object({
      projectId: Id,
      pagePattern: z.string(),
      pageUrl: z.string(),
      open: z.int(),
      bySeverity: z.record(z.string(), z.int()),
      health: z.int(),
    }),
  ),
  byDetector: z.array(z.object({ detector: AriaDetector, open: z.int() })),
  bySeverity: z.array(z.object({ severity: AriaSeverity, open: z.int() })),
  /** Per day (UTC): findings first seen, and findings resolved. */
  trend: z.array(z.object({ day: z.string(), found: z.int(), resolved: z.int() })),
});
export type AriaOverviewResponse = z.infer<typeof AriaOverviewResponse>;

/** "Mute this rule on this page": its findings there are no longer filed or listed as open. */
export const CreateMuteRequest = z.strictObject({ projectId: Id, pagePattern: z.string().min(1).max(2048), rule: RuleId });
export const AriaMute = z.object({ id: Id, projectId: Id, pagePattern: z.string(), rule: z.string(), createdAt: Timestamp });
export const MuteListResponse = z.object({ mutes: z.array(AriaMute) });
export const MuteParams = z.strictObject({ workspaceId: Id, muteId: Id });
export const FindingParams = z.strictObject({ findingId: Id });
export const WidgetAriaParams = z.strictObject({ key: WidgetKey });
