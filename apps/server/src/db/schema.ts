import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ApiKeyActivityAction, AriaDetector, AriaSeverity, CommentStatus, Priority, ProductVariant } from '@commentflow/shared';

// One schema for SQLite and PostgreSQL. Portable column types only: ids are text (UUIDs), times are
// ISO-8601 text in SQLite and timestamptz in PostgreSQL (read back as ISO strings, see client.ts),
// flags are integers 0/1, structured values are JSON text.

export type Flag = 0 | 1;

export interface UsersTable {
  id: string;
  email: string;
  display_name: string;
  photo_url: string | null;
  email_verified: Flag;
  password_hash: string | null;
  is_admin: Flag;
  disabled_at: string | null;
  created_at: string;
  updated_at: string;
}

/** An external sign-in (OAuth/OIDC) linked to a user, matched by (provider, subject). */
export interface IdentitiesTable {
  id: string;
  user_id: string;
  provider: string;
  subject: string;
  email: string | null;
  email_verified: Flag;
  created_at: string;
}

/** A signed-in browser. ID tokens name it (`sid`); revoking it ends every token it issued. */
export interface SessionsTable {
  id: string;
  user_id: string;
  refresh_hash: string;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** The identity provider's signing keys, kept in the database so every instance signs alike. */
export interface SigningKeysTable {
  kid: string;
  algorithm: string;
  public_jwk: string;
  private_jwk: string;
  created_at: string;
  retired_at: string | null;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface WorkspacesTable {
  id: string;
  name: string;
  slug: string;
  plan: 'free' | 'starter' | 'pro';
  trial_ends_at: string | null;
  exempt: Flag;
  /** The product variant (migration 0011): picks ARIA's default profile and the dashboard's words. */
  product: Generated<ProductVariant>;
  /** When a paid workspace fell back to free: its 30 days of retention run from here (migration 0013). */
  free_since: string | null;
  /** The last retention e-mail threshold (14, 7, 3, 1 days) its owners were sent; null: none yet. */
  retention_mailed_days: number | null;
  /** When the retention job deleted its data (the workspace and its members stay). */
  data_deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface MembershipsTable {
  workspace_id: string;
  user_id: string;
  role: 'owner' | 'admin' | 'member' | 'client';
  created_at: string;
}

export interface ProjectsTable {
  id: string;
  workspace_id: string;
  name: string;
  site_url: string;
  /** JSON array of origins. */
  allowed_origins: string;
  public_key: string;
  allow_guests: Flag;
  widget_seen_at: string | null;
  /** JSON PageIdentityRule; null is the default rule. */
  page_identity: string | null;
  created_at: string;
  updated_at: string;
}

export interface CommentsTable {
  id: string;
  workspace_id: string;
  project_id: string;
  parent_id: string | null;
  client_id: string | null;
  body: string;
  status: CommentStatus;
  priority: Priority;
  assignee_id: string | null;
  author_user_id: string | null;
  guest_name: string | null;
  guest_email: string | null;
  /** The language a guest wrote in (their browser's), for the e-mails they get; null for members. */
  guest_language: 'en' | 'fr' | null;
  page_url: string;
  page_title: string;
  /** JSON: Anchor. */
  anchor: string | null;
  /** JSON: Viewport. */
  viewport: string | null;
  /** JSON: ClientMeta. */
  meta: string | null;
  /** JSON { name, icon, color }: set when ARIA wrote the comment (migration 0011), else null. */
  bot_author: Generated<string | null>;
  /** The API key it was written with; null for the dashboard and the widget. */
  api_key_id?: string | null;
  reply_count: Generated<number>;
  /** JSON string[]: the thread's labels, lower-case (migration 0016); '[]' on replies. */
  labels: Generated<string>;
  /** Bumped by the database on every change to what the comment shows (migration 0019's triggers). */
  revision: Generated<number>;
  resolved_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  workspace_id: string;
  type: 'comment' | 'reply' | 'mention' | 'assignment' | 'report';
  title: string;
  body: string;
  comment_id: string | null;
  /** Who caused it and where, for titles in the reader's language; null on rows before migration 0009. */
  actor_name: string | null;
  project_name: string | null;
  read_at: string | null;
  created_at: string;
  /** Where its e-mail stands: pending, queued, digest, sent, skipped; null before migration 0013. */
  mail_state: MailState | null;
}

export type MailState = 'pending' | 'queued' | 'digest' | 'sent' | 'skipped';

/** Which kinds of notification a user receives; no row means all of them (migration 0006). */
export interface NotificationPreferencesTable {
  user_id: string;
  comment: Flag;
  reply: Flag;
  mention: Flag;
  assignment: Flag;
  email_comment: Flag;
  email_reply: Flag;
  email_mention: Flag;
  email_assignment: Flag;
  email_frequency: 'immediate' | 'hourly' | 'daily';
  email_language: 'en' | 'fr';
  last_digest_at: string | null;
  updated_at: string;
}

/** A mail to a guest about their comment: a reply to it, or its resolution. */
export interface GuestMailsTable {
  id: string;
  comment_id: string;
  reply_id: string | null;
  event: 'reply' | 'resolved';
  email: string;
  state: 'pending' | 'queued' | 'sent' | 'skipped';
  created_at: string;
}

/** A reply address's secret (hashed): the thread it answers, and the member or guest it was mailed to. */
export interface MailReplyTokensTable {
  token_hash: string;
  comment_id: string;
  user_id: string | null;
  guest_email: string | null;
  created_at: string;
}

export interface MailOptoutsTable {
  email: string;
  created_at: string;
}

/** A public feature request on the roadmap (issue #6). The author's name is kept for when the account goes. */
export interface RoadmapRequestsTable {
  id: string;
  title: string;
  body: string;
  status: 'under_review' | 'planned' | 'in_progress' | 'done';
  author_user_id: string | null;
  author_name: string;
  vote_count: number;
  comment_count: number;
  created_at: string;
  updated_at: string;
}

/** One vote per user and request: the primary key enforces it. */
export interface RoadmapVotesTable {
  request_id: string;
  user_id: string;
  created_at: string;
}

export interface RoadmapCommentsTable {
  id: string;
  request_id: string;
  author_user_id: string | null;
  author_name: string;
  body: string;
  created_at: string;
}

/** Markdown as written; rendered and sanitized when read, so the sanitizer in force always applies. */
export interface ChangelogEntriesTable {
  id: string;
  title: string;
  markdown: string;
  author_user_id: string | null;
  published_at: string;
}

/** A pin's screenshot (one per comment), validated before it is stored. */
export interface ScreenshotsTable {
  comment_id: string;
  workspace_id: string;
  media_type: 'image/png' | 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
  byte_size: number;
  data: Buffer;
  created_at: string;
}

/** A team invitation: one e-mail's single-use link, or a project's reusable share link for clients. */
export interface InvitesTable {
  id: string;
  workspace_id: string;
  kind: 'email' | 'link';
  email: string | null;
  role: 'admin' | 'member' | 'client';
  /** JSON array of project ids a client invite grants. */
  project_ids: string;
  token_hash: string;
  invited_by: string | null;
  use_count: number;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

/** A project a client member may see; clients see nothing else of their workspace. */
export interface ProjectGrantsTable {
  project_id: string;
  user_id: string;
  workspace_id: string;
  created_at: string;
}

/**
 * A workspace's data export (migration 0010): queued by a request, built by the `export-build` job (services/export/export-jobs.ts), kept
 * until `expires_at`. `data` holds the zip once `status` is `ready`.
 */
export interface DataExportsTable {
  id: string;
  workspace_id: string;
  requested_by: string;
  status: 'pending' | 'running' | 'ready' | 'failed';
  data: Buffer | null;
  byte_size: number | null;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  expires_at: string | null;
}

/** A workspace's saved ARIA profile (JSON AriaProfile); without a row the variant's defaults apply. */
export interface AriaProfilesTable {
  workspace_id: string;
  profile: string;
  updated_at: string;
}

/** One problem ARIA found, deduplicated per project by fingerprint (detector, rule, subject, page pattern). */
export interface AriaFindingsTable {
  id: string;
  workspace_id: string;
  project_id: string;
  page_url: string;
  page_pattern: string;
  detector: AriaDetector;
  rule: string;
  severity: AriaSeverity;
  title: string;
  subject: string;
  fingerprint: string;
  evidence: string;
  fix_hint: string;
  /** JSON: Anchor. */
  anchor: string | null;
  occurrences: number;
  first_seen_at: string;
  last_seen_at: string;
  status: 'open' | 'resolved';
  source: 'visitor' | 'member';
  comment_id: string | null;
  /** JSON: [{ target, outcome }] of the routing rules it matched. */
  routing: string;
  resolved_at: string | null;
}

/** A rule muted on one page pattern of a project. */
export interface AriaMutesTable {
  id: string;
  workspace_id: string;
  project_id: string;
  page_pattern: string;
  rule: string;
  created_at: string;
}

/**
 * A background job on SQLite (migration 0011; on PostgreSQL pg-boss keeps them in its own schema).
 * Read and written only by jobs/sqlite-job-store.ts.
 */
export interface JobsTable {
  id: string;
  name: string;
  /** The JSON payload. */
  payload: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'failed';
  singleton_key: string | null;
  attempt: number;
  retry_limit: number;
  run_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** One recurring job (`app.jobs.every`): the next period's start, claimed by one instance. */
export interface JobSchedulesTable {
  name: string;
  period_ms: number;
  next_run_at: string;
}

export interface EventOutboxTable {
  id: string;
  /** The change's DomainEvent[] as JSON (services/event-outbox.ts). */
  events: string;
  created_at: string;
  claimed_until: string | null;
}

export interface ApiKeysTable {
  id: string;
  workspace_id: string;
  name: string;
  prefix: string;
  secret_hash: string;
  /** JSON array of 'read' | 'write'. */
  scopes: string;
  project_id: string | null;
  created_by: string | null;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}
export type ApiKeyRow = Selectable<ApiKeysTable>;

export interface ApiKeyUsageTable {
  key_id: string;
  /** The UTC hour's start, ISO 8601. */
  hour: string;
  calls: number;
}

/** A one-use code that signs the widget in as a dashboard member (migration 0018); only its SHA-256 is kept. */
export interface WidgetHandoffsTable {
  code_hash: string;
  user_id: string;
  /** The dashboard session it came from: the widget token carries it, so signing out there ends it. */
  session_id: string;
  project_id: string;
  comment_id: string;
  expires_at: string;
  used_at: string | null;
}

/** A change an API key made (migration 0017). `details` is JSON: the new status, priority or assignee; the project's name or endpoint's URL. */
export interface ApiKeyActivityTable {
  id: string;
  workspace_id: string;
  key_id: string;
  /** For a change to a comment: its thread, and the comment changed (the thread itself or a reply). */
  thread_id: string | null;
  comment_id: string | null;
  action: ApiKeyActivityAction;
  details: string;
  created_at: string;
}

export interface IdempotencyKeysTable {
  /** Who sent it: `key:<api key id>` or `user:<user id>`; keys of different callers never meet. */
  principal: string;
  key: string;
  /** Method, path and a hash of the body: the same key with another request is refused. */
  fingerprint: string;
  /** Null while the first request is still running. */
  status_code: number | null;
  response_body: string | null;
  created_at: string;
}

export interface WebhookEndpointsTable {
  id: string;
  workspace_id: string;
  url: string;
  description: string;
  /** JSON array of WebhookEventType. */
  event_types: string;
  /** whsec_...: kept as is, since every delivery is signed with it. */
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: string | null;
  enabled: Flag;
  disabled_reason: 'gone' | 'failing' | 'manual' | null;
  failing_since: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}
export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;

export interface WebhookDeliveriesTable {
  id: string;
  endpoint_id: string;
  workspace_id: string;
  /** webhook-id: the same on every try, so receivers can drop duplicates. */
  message_id: string;
  event_type: string;
  /** The exact JSON body sent (what the signature covers). */
  payload: string;
  state: 'pending' | 'succeeded' | 'failed';
  /** When the next automatic try is due (the Svix schedule); null once none is. */
  next_attempt_at: string | null;
  created_at: string;
}
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;

export interface WebhookAttemptsTable {
  id: string;
  delivery_id: string;
  attempt: number;
  trigger: 'automatic' | 'manual';
  /** JSON object of the headers sent. */
  request_headers: string;
  status_code: number | null;
  response_body: string;
  duration_ms: number;
  error: string | null;
  created_at: string;
}

/** The payment provider's subscription of a workspace, as its latest event described it (migration 0013). */
export interface BillingSubscriptionsTable {
  workspace_id: string;
  provider_subscription_id: string;
  variant_id: string;
  tier: 'tier1' | 'tier2' | 'tier3' | null;
  status: string;
  renews_at: string | null;
  ends_at: string | null;
  provider_updated_at: string;
  created_at: string;
  updated_at: string;
}

export interface BillingInvoicesTable {
  id: string;
  workspace_id: string;
  status: string;
  total: string;
  url: string | null;
  created_at: string;
}

/** A webhook event already applied, by the provider's id. */
export interface BillingEventsTable {
  id: string;
  event_name: string;
  workspace_id: string | null;
  received_at: string;
}

export interface RetentionAcknowledgmentsTable {
  id: string;
  workspace_id: string;
  user_id: string;
  warning_type: 'banner_dismissed' | 'popup_acknowledged';
  warning_level: 'critical' | 'high' | 'warning' | 'info' | 'none';
  days_remaining: number | null;
  created_at: string;
}

/** What instance administrators changed, and who. `details` is JSON. */
export interface AdminAuditLogTable {
  id: string;
  actor_user_id: string | null;
  workspace_id: string | null;
  action: string;
  details: string;
  created_at: string;
}

/** A workspace's connection to a tracker or notifier (migration 0014); secrets are encrypted text. */
export interface IntegrationsTable {
  id: string;
  workspace_id: string;
  provider: 'github' | 'gitlab' | 'linear' | 'jira' | 'trello' | 'slack' | 'email';
  account_label: string;
  /** Encrypted JSON of the provider's credentials (integrations/credential-box.ts). */
  credentials: string;
  /** JSON of the provider's settings. */
  settings: string;
  /** Encrypted secret that signs the provider's inbound webhooks; null for notifiers. */
  webhook_secret: string | null;
  last_success_at: string | null;
  last_error_at: string | null;
  last_error: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A thread's ticket in a tracker. */
export interface TicketLinksTable {
  id: string;
  workspace_id: string;
  comment_id: string;
  integration_id: string | null;
  provider: IntegrationsTable['provider'];
  external_id: string;
  key: string;
  url: string;
  status: 'open' | 'closed';
  external_status: string;
  created_at: string;
  updated_at: string;
}

/** An inbound webhook delivery already handled, so a replay of it changes nothing. */
export interface IntegrationDeliveriesTable {
  integration_id: string;
  delivery_id: string;
  received_at: string;
}

/** A workspace's automation rule (migration 0015); conditions and actions are JSON. */
export interface AutomationRulesTable {
  id: string;
  workspace_id: string;
  name: string;
  trigger: 'comment-created' | 'status-changed' | 'assigned' | 'aria-finding';
  conditions: string;
  actions: string;
  enabled: Flag;
  position: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** One run of a rule on a thread (the run log). */
export interface AutomationRunsTable {
  id: string;
  rule_id: string;
  workspace_id: string;
  comment_id: string | null;
  trigger: AutomationRulesTable['trigger'];
  matched: Flag;
  /** JSON array of what was done, in words. */
  actions_done: string;
  /** JSON array of what failed, in words. */
  errors: string;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  identities: IdentitiesTable;
  sessions: SessionsTable;
  signing_keys: SigningKeysTable;
  password_resets: PasswordResetsTable;
  workspaces: WorkspacesTable;
  memberships: MembershipsTable;
  projects: ProjectsTable;
  comments: CommentsTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  guest_mails: GuestMailsTable;
  mail_optouts: MailOptoutsTable;
  mail_reply_tokens: MailReplyTokensTable;
  roadmap_requests: RoadmapRequestsTable;
  roadmap_votes: RoadmapVotesTable;
  roadmap_comments: RoadmapCommentsTable;
  changelog_entries: ChangelogEntriesTable;
  screenshots: ScreenshotsTable;
  invites: InvitesTable;
  project_grants: ProjectGrantsTable;
  data_exports: DataExportsTable;
  aria_profiles: AriaProfilesTable;
  aria_findings: AriaFindingsTable;
  aria_mutes: AriaMutesTable;
  jobs: JobsTable;
  job_schedules: JobSchedulesTable;
  event_outbox: EventOutboxTable;
  api_keys: ApiKeysTable;
  api_key_usage: ApiKeyUsageTable;
  api_key_activity: ApiKeyActivityTable;
  widget_handoffs: WidgetHandoffsTable;
  idempotency_keys: IdempotencyKeysTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  billing_subscriptions: BillingSubscriptionsTable;
  billing_invoices: BillingInvoicesTable;
  billing_events: BillingEventsTable;
  retention_acknowledgments: RetentionAcknowledgmentsTable;
  admin_audit_log: AdminAuditLogTable;
  integrations: IntegrationsTable;
  ticket_links: TicketLinksTable;
  integration_deliveries: IntegrationDeliveriesTable;
  automation_rules: AutomationRulesTable;
  automation_runs: AutomationRunsTable;
}

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type WorkspaceRow = Selectable<WorkspacesTable>;
export type MembershipRow = Selectable<MembershipsTable>;
export type ProjectRow = Selectable<ProjectsTable>;
export type CommentRow = Selectable<CommentsTable>;
export type NewComment = Insertable<CommentsTable>;
export type CommentUpdate = Updateable<CommentsTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type RoadmapRequestRow = Selectable<RoadmapRequestsTable>;
export type RoadmapCommentRow = Selectable<RoadmapCommentsTable>;
export type ChangelogEntryRow = Selectable<ChangelogEntriesTable>;
export type InviteRow = Selectable<InvitesTable>;
export type DataExportRow = Selectable<DataExportsTable>;
export type AriaFindingRow = Selectable<AriaFindingsTable>;
export type IntegrationRow = Selectable<IntegrationsTable>;
export type TicketLinkRow = Selectable<TicketLinksTable>;
export type AutomationRuleRow = Selectable<AutomationRulesTable>;
