import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { signBody } from '../../services/billing/verify-signature.ts';
import { reconcileSubscriptions } from '../../services/billing/reconcile-subscriptions.ts';
import { signUpUser, type SignedUpUser } from '../../test/auth-factory.ts';
import { setWorkspacePlan } from '../../test/billing-factory.ts';
import { call } from '../../test/factories.ts';
import { deliverWebhook, startFakeProvider, subscriptionEvent, type FakeProvider } from '../../test/fake-billing-provider.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const SECRET = 'whsec-test-0123456789abcdef';
const API_KEY = 'ls-test-key';
let t: TestApp;
let provider: FakeProvider;

beforeAll(async () => {
  provider = await startFakeProvider(API_KEY);
  const base = loadConfig({ NODE_ENV: 'test' }).billing;
  t = await startTestApp({
    billing: {
      ...base,
      variants: { tier1: '1001', tier2: '1002', tier3: '1003' },
      prices: { tier1: '$12', tier2: '$29', tier3: '$290' },
      webhookSecret: SECRET,
      apiKey: API_KEY,
      apiUrl: provider.apiUrl,
    },
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const workspace = async (id: string) => t.app.db.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const billing = (owner: SignedUpUser) => call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/billing`, { token: owner.token });
/** The provider's subscription_created for subscription `id` on `variantId`, active, with the checkout's custom data. */
const created = (id: string, variantId: string, custom: Record<string, unknown> | null) =>
  subscriptionEvent('subscription_created', { id, variantId, status: 'active', updatedAt: '2026-03-01T00:00:00Z' }, custom);
/** The owner's checkout went through: the signed subscription_created the provider then sends. */
const subscribe = (owner: SignedUpUser, id: string, variantId: string) =>
  deliverWebhook(t.baseUrl, SECRET, 'subscription_created', created(id, variantId, { workspace_id: owner.workspaceId }));

describe('GET /api/billing/plans (public)', () => {
  it('lists the tiers with their configured variants and prices, the ladder and the entitlements', async () => {
    const res = await call(t.baseUrl, 'GET', '/api/billing/plans');
    expect(res.status).toBe(200);
    expect(res.body.tiers).toEqual([
      { id: 'tier1', name: 'Starter', plan: 'starter', interval: 'month', variantId: '1001', price: '$12', next: 'tier2' },
      { id: 'tier2', name: 'Pro', plan: 'pro', interval: 'month', variantId: '1002', price: '$29', next: 'tier3' },
      { id: 'tier3', name: 'Pro (yearly)', plan: 'pro', interval: 'year', variantId: '1003', price: '$290', next: null },
    ]);
    expect(res.body.entitlements.free).toEqual({ maxComments: 200, maxProjects: 1, maxIntegrations: 0 });
  });
});

describe('POST /api/billing/webhook', () => {
  it('upgrades the workspace named in the custom data on a signed subscription_created, and shows it in Billing', async () => {
    const owner = await signUpUser(t.baseUrl);
    await setWorkspacePlan(t.app, owner.workspaceId, { trialEndedDaysAgo: 20 });
    const event = subscriptionEvent(
      'subscription_created',
      {
        id: 'sub_1',
        variantId: '1001',
        status: 'active',
        updatedAt: '2026-03-01T10:00:00.000000Z',
        renewsAt: '2026-04-01T10:00:00.000000Z',
      },
      { workspace_id: owner.workspaceId, user_id: owner.user.uid },
    );
    const res = await deliverWebhook(t.baseUrl, SECRET, 'subscription_created', event);
    expect(res).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    expect(await workspace(owner.workspaceId)).toMatchObject({ plan: 'starter', free_since: null });
    const seen = await billing(owner);
    expect(seen.body).toMatchObject({
      plan: 'starter',
      onTrial: false,
      deletionDate: null,
      limits: { maxProjects: 5 },
      subscription: { status: 'active', tier: 'tier1', variantId: '1001' },
    });
    const status = await call(t.baseUrl, 'GET', '/api/retention/status', { token: owner.token });
    expect(status.body).toMatchObject({ status: 'unlimited', plan: 'starter', warningLevel: 'none' });
  });

  it('refuses unsigned and badly signed calls with 401 and changes nothing', async () => {
    const owner = await signUpUser(t.baseUrl);
    const event = subscriptionEvent(
      'subscription_created',
      { id: 'sub_2', variantId: '1002', status: 'active', updatedAt: '2026-03-01T10:00:00Z' },
      { workspace_id: owner.workspaceId },
    );
    const unsigned = await fetch(`${t.baseUrl}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-event-name': 'subscription_created' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(401);
    const forged = await deliverWebhook(t.baseUrl, 'another-secret-0123456789', 'subscription_created', event);
    expect(forged.status).toBe(401);
    expect(forged.body.error).toBe('invalid-signature');
    // Signed over other bytes than those sent: the same JSON re-spaced no longer matches.
    const raw = JSON.stringify(event);
    const respaced = await fetch(`${t.baseUrl}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-event-name': 'subscription_created', 'x-signature': signBody(SECRET, raw) },
      body: JSON.stringify(event, null, 2),
    });
    expect(respaced.status).toBe(401);
    expect((await workspace(owner.workspaceId)).plan).toBe('free');
  });

  it('applies a replayed event once, and never lets an older event overwrite a newer one', async () => {
    const owner = await signUpUser(t.baseUrl);
    const custom = { workspace_id: owner.workspaceId };
    const newer = subscriptionEvent(
      'subscription_updated',
      { id: 'sub_3', variantId: '1002', status: 'active', updatedAt: '2026-03-02T00:00:00Z' },
      custom,
      'evt-newer',
    );
    const older = subscriptionEvent(
      'subscription_updated',
      { id: 'sub_3', variantId: '1001', status: 'active', updatedAt: '2026-03-01T00:00:00Z' },
      custom,
      'evt-older',
    );
    expect((await deliverWebhook(t.baseUrl, SECRET, 'subscription_updated', newer)).body.outcome).toBe('applied');
    expect((await deliverWebhook(t.baseUrl, SECRET, 'subscription_updated', newer)).body.outcome).toBe('duplicate');
    expect((await deliverWebhook(t.baseUrl, SECRET, 'subscription_updated', older)).body.outcome).toBe('stale');
    expect((await workspace(owner.workspaceId)).plan).toBe('pro');

    // Expired, later: back on free, the 30 days starting now.
    const expired = subscriptionEvent(
      'subscription_expired',
      { id: 'sub_3', variantId: '1002', status: 'expired', updatedAt: '2026-03-05T00:00:00Z' },
      custom,
      'evt-expired',
    );
    expect((await deliverWebhook(t.baseUrl, SECRET, 'subscription_expired', expired)).body.outcome).toBe('applied');
    const after = await workspace(owner.workspaceId);
    expect(after.plan).toBe('free');
    expect(Date.now() - Date.parse(after.free_since!)).toBeLessThan(60_000);
  });

  it('matches by the ids it passed, never by e-mail: an unknown workspace changes nothing', async () => {
    const owner = await signUpUser(t.baseUrl, { email: 'buyer@example.com' });
    const event = created('sub_4', '1001', { workspace_id: '00000000-0000-4000-8000-000000000000' });
    expect((await deliverWebhook(t.baseUrl, SECRET, 'subscription_created', event)).body).toEqual({
      received: true,
      outcome: 'unknown-workspace',
    });
    const noCustom = created('sub_5', '1001', null);
    expect((await deliverWebhook(t.baseUrl, SECRET, 'subscription_created', noCustom)).body.outcome).toBe('unknown-workspace');
    expect((await workspace(owner.workspaceId)).plan).toBe('free');
  });

  it('records invoices of the subscription, found by its id, for Billing', async () => {
    const owner = await signUpUser(t.baseUrl);
    await subscribe(owner, 'sub_6', '1003');
    const invoice = {
      meta: { event_name: 'subscription_payment_success' },
      data: {
        type: 'subscription-invoices',
        id: 'inv_1',
        attributes: {
          subscription_id: 'sub_6',
          status: 'paid',
          total_formatted: '$290.00',
          created_at: '2026-03-01T00:00:05Z',
          urls: { invoice_url: 'https://shop.example.com/invoice/1' },
        },
      },
    };
    expect((await deliverWebhook(t.baseUrl, SECRET, 'subscription_payment_success', invoice)).body.outcome).toBe('applied');
    expect((await billing(owner)).body.invoices).toEqual([
      {
        id: 'inv_1',
        status: 'paid',
        total: '$290.00',
        url: 'https://shop.example.com/invoice/1',
        createdAt: expect.stringMatching(/^2026-03-01T00:00:05/),
      },
    ]);
  });

  it('answers Billing only to members (others 404)', async () => {
    const owner = await signUpUser(t.baseUrl);
    const stranger = await signUpUser(t.baseUrl);
    expect((await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/billing`, { token: stranger.token })).status).toBe(404);
    expect((await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/billing`)).status).toBe(401);
  });
});

describe('billing reconciliation against the provider API', () => {
  it('applies the state the provider reports for each held subscription', async () => {
    const owner = await signUpUser(t.baseUrl);
    await subscribe(owner, 'sub_7', '1002');
    // The expiry webhook never arrived; the provider's API knows.
    provider.subscriptions.set('sub_7', { id: 'sub_7', variantId: '1002', status: 'expired', updatedAt: '2026-03-09T00:00:00Z' });
    await reconcileSubscriptions(t.app);
    expect((await workspace(owner.workspaceId)).plan).toBe('free');
    expect(provider.refused).toBe(0);
  });
});
