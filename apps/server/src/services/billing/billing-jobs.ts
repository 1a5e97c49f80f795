import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../mail/mailer.ts';
import { reconcileSubscriptions } from './reconcile-subscriptions.ts';
import { runRetentionSweep } from './retention-sweep.ts';

const HOUR_MS = 3_600_000;
/** Often enough that data goes within the hour its date passes; each warning is sent once anyway. */
const RETENTION_SWEEP_PERIOD_MS = HOUR_MS;
const RECONCILE_PERIOD_MS = 6 * HOUR_MS;

/** The retention sweep and, with an API key, the provider reconciliation: once per cluster each. */
export function registerBillingJobs(app: FastifyInstance, mailer: Mailer): void {
  if (app.config.billing.plansEnabled) {
    app.jobs.work('retention-sweep', async () => {
      const result = await runRetentionSweep(app, mailer);
      if (result.warned.length > 0 || result.deleted.length > 0) {
        app.log.info({ warned: result.warned.length, deleted: result.deleted.length, dryRun: result.dryRun }, 'retention sweep done');
      }
    });
    app.jobs.every('retention-sweep', RETENTION_SWEEP_PERIOD_MS);
  }
  if (app.config.billing.apiKey) {
    app.jobs.work('billing-reconcile', async () => {
      await reconcileSubscriptions(app);
    });
    app.jobs.every('billing-reconcile', RECONCILE_PERIOD_MS);
  }
}
