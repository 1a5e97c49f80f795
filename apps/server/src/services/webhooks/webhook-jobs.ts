import type { FastifyInstance } from 'fastify';
import { WEBHOOK_TIMEOUT_MS } from '@commentflow/shared';
import type { Mailer } from '../../mail/mailer.ts';
import { deliverWebhook, WEBHOOK_RETRY_DELAYS_MS, type DeliveryDeps } from './deliver-webhook.ts';
import { sweepPlatform } from './platform-sweep.ts';

const SWEEP_MS = 60 * 60_000;
// A try waits at most the request's timeout; the rest is for the database.
const JOB_TIMEOUT_MS = WEBHOOK_TIMEOUT_MS + 15_000;

/** The delivery jobs: automatic tries on the Svix schedule, single resends from the delivery log, and the hourly sweep. */
export function registerWebhookJobs(app: FastifyInstance, mailer: Mailer): void {
  const deps: DeliveryDeps = {
    db: app.db,
    outbound: app.outbound,
    mailer,
    settingsUrl: `${app.config.publicUrl ?? app.config.issuer}/client/api`,
  };
  app.jobs.work('webhook-deliver', (payload, job) => deliverWebhook(deps, payload.deliveryId, { attempt: job.attempt, manual: false }), {
    retryDelaysMs: WEBHOOK_RETRY_DELAYS_MS,
    timeoutMs: JOB_TIMEOUT_MS,
  });
  app.jobs.work('webhook-resend', (payload, job) => deliverWebhook(deps, payload.deliveryId, { attempt: job.attempt, manual: true }), {
    retryDelaysMs: [],
    timeoutMs: JOB_TIMEOUT_MS,
  });
  app.jobs.work('platform-sweep', () => sweepPlatform(app.db));
  app.jobs.every('platform-sweep', SWEEP_MS);
}
