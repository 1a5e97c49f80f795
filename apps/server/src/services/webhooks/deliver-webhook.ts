import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { WEBHOOK_ATTEMPT_DELAYS_MS, WEBHOOK_DISABLE_AFTER_MS, WEBHOOK_RESPONSE_KEPT_BYTES, WEBHOOK_TIMEOUT_MS } from '@commentflow/shared';
import type { Database, WebhookEndpointRow, WebhookEndpointsTable } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { webhookDisabledMail } from '../../mail/webhook-disabled-mail.ts';
import type { OutboundClient } from '../../outbound/outbound-client.ts';
import { OutboundError } from '../../outbound/outbound-fetch.ts';
import { webhookHeaders } from './sign-webhook.ts';

export interface DeliveryDeps {
  db: Kysely<Database>;
  outbound: Pick<OutboundClient, 'fetch'>;
  mailer: Pick<Mailer, 'send'>;
  /** Where the e-mail sends owners to fix the endpoint (the /client/api page). */
  settingsUrl: string;
  now?: () => Date;
}

/** The job layer's retries after the first try: the rest of the Svix schedule. */
export const WEBHOOK_RETRY_DELAYS_MS = WEBHOOK_ATTEMPT_DELAYS_MS.slice(1);

/** A try that failed and will be tried again: thrown so the job layer schedules the retry. */
export class DeliveryFailed extends Error {
  constructor(description: string) {
    super(description);
    this.name = 'DeliveryFailed';
  }
}

interface Outcome {
  statusCode: number | null;
  responseBody: string;
  durationMs: number;
  error: string | null;
}

/**
 * One try of a delivery (the `webhook-deliver` job, `attempt` from 1; `webhook-resend` when `manual`).
 * A 2xx succeeds and ends the endpoint's failure streak. A 410 disables the endpoint at once. Other
 * failures are retried on the Svix schedule; an endpoint whose tries have all failed for 5 days is
 * disabled and its workspace's owners are e-mailed. Every try is logged with what was sent and what came back.
 */
export async function deliverWebhook(deps: DeliveryDeps, deliveryId: string, job: { attempt: number; manual: boolean }): Promise<void> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const delivery = await db.selectFrom('webhook_deliveries').selectAll().where('id', '=', deliveryId).executeTakeFirst();
  // Gone with its endpoint or workspace, or already settled by an earlier run whose end was not recorded.
  if (!delivery || (!job.manual && delivery.state !== 'pending')) return;
  const endpoint = await db.selectFrom('webhook_endpoints').selectAll().where('id', '=', delivery.endpoint_id).executeTakeFirstOrThrow();
  if (!job.manual && endpoint.enabled !== 1) {
    await db.updateTable('webhook_deliveries').set({ state: 'failed', next_attempt_at: null }).where('id', '=', delivery.id).execute();
    return;
  }

  const headers = webhookHeaders(endpoint, delivery.message_id, delivery.payload, now);
  const outcome = await send(deps, endpoint.url, headers, delivery.payload);
  const succeeded = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  const lastTry = job.manual || job.attempt >= WEBHOOK_ATTEMPT_DELAYS_MS.length;
  const failingSince = succeeded ? null : (endpoint.failing_since ?? now.toISOString());
  const disable: WebhookEndpointsTable['disabled_reason'] =
    outcome.statusCode === 410
      ? 'gone'
      : !succeeded && now.getTime() - Date.parse(failingSince!) >= WEBHOOK_DISABLE_AFTER_MS
        ? 'failing'
        : null;
  const retry = !succeeded && !disable && !lastTry;

  await db.transaction().execute(async (trx) => {
    const previous = await trx
      .selectFrom('webhook_attempts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('delivery_id', '=', delivery.id)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('webhook_attempts')
      .values({
        id: randomUUID(),
        delivery_id: delivery.id,
        attempt: Number(previous.count) + 1,
        trigger: job.manual ? 'manual' : 'automatic',
        request_headers: JSON.stringify(headers),
        status_code: outcome.statusCode,
        response_body: outcome.responseBody,
        duration_ms: outcome.durationMs,
        error: outcome.error,
        created_at: now.toISOString(),
      })
      .execute();
    const nextAttemptAt = retry ? new Date(now.getTime() + WEBHOOK_ATTEMPT_DELAYS_MS[job.attempt]!).toISOString() : null;
    // A resend that fails leaves a delivery still on its schedule pending.
    const state = succeeded ? 'succeeded' : retry || (job.manual && delivery.state === 'pending') ? 'pending' : 'failed';
    await trx
      .updateTable('webhook_deliveries')
      .set({ state, next_attempt_at: job.manual ? delivery.next_attempt_at : nextAttemptAt })
      .where('id', '=', delivery.id)
      .execute();
    await trx
      .updateTable('webhook_endpoints')
      .set({ failing_since: failingSince, ...(disable ? { enabled: 0, disabled_reason: disable, updated_at: now.toISOString() } : {}) })
      .where('id', '=', endpoint.id)
      .execute();
  });

  if (disable === 'failing' && endpoint.enabled === 1) await tellOwners(deps, endpoint);
  if (retry) throw new DeliveryFailed(outcome.error ?? `The endpoint answered ${outcome.statusCode}`);
}

async function send(deps: DeliveryDeps, url: string, headers: Record<string, string>, body: string): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await deps.outbound.fetch(url, {
      method: 'POST',
      headers,
      body,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      followRedirects: false,
    });
    return {
      statusCode: response.status,
      responseBody: response.body.subarray(0, WEBHOOK_RESPONSE_KEPT_BYTES).toString('utf8'),
      durationMs: response.durationMs,
      error: null,
    };
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    return { statusCode: null, responseBody: '', durationMs: Math.round(performance.now() - started), error: error.message };
  }
}

async function tellOwners(deps: DeliveryDeps, endpoint: WebhookEndpointRow): Promise<void> {
  const owners = await deps.db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('workspaces as w', 'w.id', 'm.workspace_id')
    .select(['u.email', 'w.name as workspaceName'])
    .where('m.workspace_id', '=', endpoint.workspace_id)
    .where('m.role', '=', 'owner')
    .execute();
  for (const owner of owners) {
    await deps.mailer.send(
      webhookDisabledMail({ to: owner.email, workspaceName: owner.workspaceName, endpointUrl: endpoint.url, link: deps.settingsUrl }),
    );
  }
}
