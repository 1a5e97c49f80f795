/**
 * Every background job of the server: its name and the payload its handler receives. A feature adds
 * its jobs here (an entry in JobPayloads and one in JOB_NAMES) and registers the handler next to its
 * services with `app.jobs.work(name, handler)`.
 *
 * Payloads are stored as JSON: plain objects of strings, numbers, booleans, arrays and nulls (ids, not
 * rows: the handler reads the current state when it runs).
 */
export interface JobPayloads {
  /** Builds the archive of one queued data export (services/export/export-jobs.ts). */
  'export-build': { exportId: string };
  /** Fails exports left running by a stopped instance and deletes expired archives (recurring). */
  'export-sweep': Record<string, never>;
  /** Wipes the public demo project's comments (recurring, DEMO_RESET_MINUTES). */
  'demo-reset': Record<string, never>;
  /** Sends one webhook delivery, retried on the Svix schedule (services/webhooks/deliver-webhook.ts). */
  'webhook-deliver': { deliveryId: string };
  /** One more try of a delivery, asked for from the delivery log: never retried. */
  'webhook-resend': { deliveryId: string };
  /** Deletes delivery logs past WEBHOOK_LOG_DAYS and idempotency answers past their day (recurring). */
  'platform-sweep': Record<string, never>;
  /** Warns free workspaces at 14, 7, 3, 1 days and deletes their data once due (services/billing/billing-jobs.ts). */
  'retention-sweep': Record<string, never>;
  /** Asks the payment provider for every held subscription's state (BILLING_API_KEY only). */
  'billing-reconcile': Record<string, never>;
  /** Turns new notifications and guest events into mail jobs, and starts due digests (recurring). */
  'mail-sweep': Record<string, never>;
  /** Mails one notification to its recipient (services/mail/mail-jobs.ts). */
  'notification-mail': { notificationId: string };
  /** Mails a person's digest of the notifications waiting for it. */
  'digest-mail': { userId: string };
  /** Mails a guest that their comment got a reply or was resolved. */
  'guest-mail': { guestMailId: string };
  /** Moves a linked ticket to the state its thread's status asks for (integrations/integration-jobs.ts). */
  'integration-ticket-sync': { ticketLinkId: string };
  /** Copies a thread's reply into its ticket as a comment, when the integration mirrors replies. */
  'integration-mirror-reply': { ticketLinkId: string; replyId: string };
  /** Tells a notifier (Slack, e-mail) of a new thread or a status change. */
  'integration-notify': { integrationId: string; threadId: string; event: 'thread-created' | 'status-changed' };
  /** Runs a workspace's automation rules for one trigger on one thread (automation/run-rules.ts). */
  'automation-run': { workspaceId: string; threadId: string; trigger: 'comment-created' | 'status-changed' | 'assigned' | 'aria-finding' };
  /** Files an ARIA finding's thread as a ticket in the tracker a routing rule names (services/aria/aria-ticket-jobs.ts). */
  'aria-ticket': { findingId: string; integrationId: string; target: string };
}

export type JobName = keyof JobPayloads;

/** Jobs whose payload may be empty, so `every()` can enqueue them on a schedule. */
export type RecurringJobName = { [N in JobName]: Record<string, never> extends JobPayloads[N] ? N : never }[JobName];

// A record rather than an array so the compiler refuses a name missing here: the queue creates every
// queue at start, so an instance can enqueue jobs whose handler runs on another one.
const NAMES: Record<JobName, true> = {
  'export-build': true,
  'export-sweep': true,
  'demo-reset': true,
  'webhook-deliver': true,
  'webhook-resend': true,
  'platform-sweep': true,
  'retention-sweep': true,
  'billing-reconcile': true,
  'mail-sweep': true,
  'notification-mail': true,
  'digest-mail': true,
  'guest-mail': true,
  'integration-ticket-sync': true,
  'integration-mirror-reply': true,
  'integration-notify': true,
  'automation-run': true,
  'aria-ticket': true,
};

export const JOB_NAMES = Object.keys(NAMES) as JobName[];
