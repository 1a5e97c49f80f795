import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_ATTEMPT_DELAYS_MS, WEBHOOK_DISABLE_AFTER_MS } from '@commentflow/shared';
import { parseAllowList } from '../../outbound/address-policy.ts';
import { ariaReport, reportAriaFindings } from '../../test/aria-factory.ts';
import { signUpUser } from '../../test/auth-factory.ts';
import { addMember, call, createComment, createReply, createTeam, SITE_ORIGIN } from '../../test/factories.ts';
import { FAST_JOBS, until } from '../../test/job-queue-harness.ts';
import { joinWorkspace } from '../../test/team-factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { startWebhookReceiver, verifiesWith } from '../../test/webhook-receiver.ts';
import { deliverWebhook, DeliveryFailed, type DeliveryDeps } from '../../services/webhooks/deliver-webhook.ts';
import { sweepPlatform } from '../../services/webhooks/platform-sweep.ts';

const t = useTestApp({ ...FAST_JOBS, webhookAllowedHosts: parseAllowList('127.0.0.1').allowList });
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
});

async function addEndpoint(
  token: string,
  workspaceId: string,
  eventTypes: string[] = ['comment.created', 'comment.status_changed', 'reply.created'],
  url = receiver.url,
) {
  const res = await call(t.baseUrl, 'POST', `/api/workspaces/${workspaceId}/webhooks`, {
    token,
    body: { url, eventTypes, description: 'CI' },
  });
  expect(res.status).toBe(201);
  return res.body as { endpoint: { id: string }; secret: string };
}

const parse = (index: number) =>
  JSON.parse(receiver.received[index]!.body) as { type: string; timestamp: string; data: Record<string, { id: string }> };

describe('webhook endpoints', () => {
  it('sends a subscribed event, signed per Standard Webhooks v1', async () => {
    const { owner, project } = await createTeam(t.app, t.baseUrl);
    const { secret } = await addEndpoint(owner.token, owner.workspaceId);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);

    const before = receiver.received.length;
    const comment = await createComment(t.baseUrl, project);
    await receiver.receivedCount(before + 1);
    const hook = receiver.received[before]!;
    expect(hook.headers['content-type']).toBe('application/json');
    expect(hook.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(Math.abs(Number(hook.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(300);
    expect(verifiesWith(secret, hook)).toBe(true);
    expect(verifiesWith(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, hook)).toBe(false);
    // The reference library agrees.
    expect(new Webhook(secret).verify(hook.body, hook.headers as Record<string, string>)).toMatchObject({ type: 'comment.created' });
    const body = parse(before);
    expect(Object.keys(body).sort()).toEqual(['data', 'timestamp', 'type']);
    expect(body.type).toBe('comment.created');
    expect(body.data.comment!.id).toBe(comment.id);
  });

  it('sends status changes and replies, and nothing for events the endpoint did not choose', async () => {
    const { owner, project } = await createTeam(t.app, t.baseUrl);
    await addEndpoint(owner.token, owner.workspaceId, ['comment.status_changed', 'reply.created']);
    const comment = await createComment(t.baseUrl, project);
    const before = receiver.received.length;
    await call(t.baseUrl, 'PATCH', `/api/comments/${comment.id}`, { token: owner.token, body: { status: 'resolved' } });
    await createReply(t.baseUrl, owner.token, comment.id, 'Done');
    await receiver.receivedCount(before + 2);
    const types = [parse(before), parse(before + 1)].map((hook) => hook.type).sort();
    expect(types).toEqual(['comment.status_changed', 'reply.created']);
    const statusChange = [parse(before), parse(before + 1)].find((hook) => hook.type === 'comment.status_changed')!;
    expect(statusChange.data).toMatchObject({ comment: { id: comment.id, status: 'resolved' }, previousStatus: 'open' });
    // Both came from this workspace's endpoint; the comment.created of the pin was not subscribed.
    const deliveries = await t.app.db
      .selectFrom('webhook_deliveries')
      .select('event_type')
      .where('workspace_id', '=', owner.workspaceId)
      .execute();
    expect(deliveries.map((d) => d.event_type).sort()).toEqual(['comment.status_changed', 'reply.created']);
  });

  it('signs with both secrets for a day after a rotation', async () => {
    const { owner, project } = await createTeam(t.app, t.baseUrl);
    const { endpoint, secret: oldSecret } = await addEndpoint(owner.token, owner.workspaceId, ['comment.created']);
    const rotated = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/webhooks/${endpoint.id}/rotate-secret`, {
      token: owner.token,
    });
    expect(rotated.status).toBe(200);
    const newSecret = rotated.body.secret as string;
    expect(newSecret).not.toBe(oldSecret);
    expect(Date.parse(rotated.body.previousSecretExpiresAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const before = receiver.received.length;
    await createComment(t.baseUrl, project);
    await receiver.receivedCount(before + 1);
    const hook = receiver.received[before]!;
    expect(String(hook.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifiesWith(newSecret, hook)).toBe(true);
    expect(verifiesWith(oldSecret, hook)).toBe(true);
  });

  it("puts what an API key did to endpoints in the owners' audit log of keys", async () => {
    const { owner } = await createTeam(t.app, t.baseUrl);
    const created = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/api-keys`, {
      token: owner.token,
      body: { name: 'Infra', scopes: ['read', 'write'] },
    });
    const secret = created.body.secret as string;
    const { endpoint } = await addEndpoint(secret, owner.workspaceId);
    const endpointUrl = `/api/workspaces/${owner.workspaceId}/webhooks/${endpoint.id}`;
    expect((await call(t.baseUrl, 'PATCH', endpointUrl, { token: secret, body: { description: 'Deploys' } })).status).toBe(200);
    // The owner's own change is theirs, not the key's.
    expect((await call(t.baseUrl, 'PATCH', endpointUrl, { token: owner.token, body: { description: 'All' } })).status).toBe(200);
    expect(
      (await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/webhooks/${endpoint.id}/rotate-secret`, { token: secret }))
        .status,
    ).toBe(200);
    expect(
      (await call(t.baseUrl, 'DELETE', `/api/workspaces/${owner.workspaceId}/webhooks/${endpoint.id}`, { token: secret })).status,
    ).toBe(204);

    const audit = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/api-keys/activity`, { token: owner.token });
    expect(
      audit.body.activity.map((entry: { action: string; target: string; key: { name: string } }) => [
        entry.key.name,
        entry.action,
        entry.target,
      ]),
    ).toEqual([
      ['Infra', 'webhook-deleted', receiver.url],
      ['Infra', 'webhook-secret-rotated', receiver.url],
      ['Infra', 'webhook-updated', receiver.url],
      ['Infra', 'webhook-created', receiver.url],
    ]);
  });

  it('refuses URLs that point at non-public addresses', async () => {
    const { owner } = await createTeam(t.app, t.baseUrl);
    for (const url of ['http://169.254.169.254/latest', 'http://10.1.2.3/hook', 'http://[::ffff:192.168.0.1]/hook']) {
      const res = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/webhooks`, {
        token: owner.token,
        body: { url, eventTypes: ['comment.created'] },
      });
      expect(res.status, url).toBe(400);
      expect(res.body.details.issues[0].path).toBe('body.url');
    }
  });

  it('is for owners and admins; another workspace answers 404', async () => {
    const { owner, member } = await createTeam(t.app, t.baseUrl);
    const { endpoint } = await addEndpoint(owner.token, owner.workspaceId);
    const url = `/api/workspaces/${owner.workspaceId}/webhooks`;
    expect((await call(t.baseUrl, 'GET', url, { token: member.token })).status).toBe(403);
    const stranger = await signUpUser(t.baseUrl);
    expect((await call(t.baseUrl, 'GET', `${url}/${endpoint.id}/secret`, { token: stranger.token })).status).toBe(404);
    expect(
      (await call(t.baseUrl, 'GET', `/api/workspaces/${stranger.workspaceId}/webhooks/${endpoint.id}`, { token: stranger.token })).status,
    ).toBe(404);
    expect(
      (await call(t.baseUrl, 'DELETE', `/api/workspaces/${stranger.workspaceId}/webhooks/${endpoint.id}`, { token: stranger.token }))
        .status,
    ).toBe(404);
  });

  it('keeps a delivery log with what was sent and answered, and resends on demand', async () => {
    const { owner, project } = await createTeam(t.app, t.baseUrl);
    const { endpoint, secret } = await addEndpoint(owner.token, owner.workspaceId, ['comment.created']);
    const before = receiver.received.length;
    await createComment(t.baseUrl, project);
    await receiver.receivedCount(before + 1);
    const logUrl = `/api/workspaces/${owner.workspaceId}/webhooks/${endpoint.id}/deliveries`;
    await until(
      async () => (await call(t.baseUrl, 'GET', logUrl, { token: owner.token })).body.deliveries[0]?.state === 'succeeded',
      'the delivery is logged',
    );
    const [delivery] = (await call(t.baseUrl, 'GET', logUrl, { token: owner.token })).body.deliveries;
    expect(delivery.attempts).toEqual([
      expect.objectContaining({
        attempt: 1,
        trigger: 'automatic',
        statusCode: 200,
        responseBody: 'ok',
        error: null,
        requestHeaders: expect.objectContaining({ 'webhook-id': delivery.messageId }),
      }),
    ]);

    const resent = await call(t.baseUrl, 'POST', `${logUrl}/${delivery.id}/resend`, { token: owner.token });
    expect(resent.status).toBe(202);
    await receiver.receivedCount(before + 2);
    const again = receiver.received[before + 1]!;
    expect(again.headers['webhook-id']).toBe(delivery.messageId);
    expect(again.body).toBe(delivery.payload);
    expect(verifiesWith(secret, again)).toBe(true);
    await until(
      async () => (await call(t.baseUrl, 'GET', logUrl, { token: owner.token })).body.deliveries[0].attempts.length === 2,
      'the resend is logged',
    );
    const log = (await call(t.baseUrl, 'GET', logUrl, { token: owner.token })).body.deliveries[0];
    expect(log.attempts[1]).toMatchObject({ attempt: 2, trigger: 'manual', statusCode: 200 });
  });

  it('announces what ARIA finds, and the comment list filters ARIA threads', async () => {
    const { owner, project } = await createTeam(t.app, t.baseUrl);
    await addEndpoint(owner.token, owner.workspaceId, ['finding.created']);
    const before = receiver.received.length;
    const reported = await reportAriaFindings(t.baseUrl, project, ariaReport());
    expect(reported.status).toBeLessThan(300);
    await receiver.receivedCount(before + 1);
    const hook = parse(before) as unknown as { type: string; data: { finding: { rule: string; pageUrl: string }; commentId: string } };
    expect(hook).toMatchObject({ type: 'finding.created', data: { finding: { rule: 'bad-value-text', pageUrl: `${SITE_ORIGIN}/shop` } } });
    const person = await createComment(t.baseUrl, project);
    const only = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/comments?aria=only`, { token: owner.token });
    expect(only.body.comments.map((c: { id: string }) => c.id)).toEqual([hook.data.commentId]);
    const none = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/comments?aria=none`, { token: owner.token });
    expect(none.body.comments.map((c: { id: string }) => c.id)).toEqual([person.id]);
  });

  it('queues nothing for a write that rolls back', async () => {
    const { owner } = await createTeam(t.app, t.baseUrl);
    await addEndpoint(owner.token, owner.workspaceId, ['project.created']);
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await t.app.webhooks.emit(trx, owner.workspaceId, 'project.created', { project: { id: 'x' } });
        throw new Error('the change failed after its event');
      }),
    ).rejects.toThrow('the change failed');
    const deliveries = await t.app.db.selectFrom('webhook_deliveries').select('id').where('workspace_id', '=', owner.workspaceId).execute();
    expect(deliveries).toEqual([]);
  });

  it('announces a new project and a member who joined', async () => {
    const { owner } = await createTeam(t.app, t.baseUrl);
    await addEndpoint(owner.token, owner.workspaceId, ['member.joined', 'project.created']);
    const before = receiver.received.length;
    const created = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/projects`, {
      token: owner.token,
      body: { name: 'Blog', siteUrl: 'https://blog.example.com/' },
    });
    await receiver.receivedCount(before + 1);
    expect(parse(before)).toMatchObject({ type: 'project.created', data: { project: { id: created.body.project.id, name: 'Blog' } } });
    const newcomer = await signUpUser(t.baseUrl);
    await joinWorkspace(t.baseUrl, owner.token, owner.workspaceId, newcomer, 'member');
    await receiver.receivedCount(before + 2);
    expect(parse(before + 1)).toMatchObject({
      type: 'member.joined',
      data: { workspaceId: owner.workspaceId, member: { userId: newcomer.user.uid, role: 'member' } },
    });
  });
});

describe('delivery rules, on a moved clock', () => {
  async function setUp(status: number) {
    const { owner } = await createTeam(t.app, t.baseUrl);
    const { endpoint } = await addEndpoint(owner.token, owner.workspaceId, ['comment.created']);
    // A delivery without a job: only the handler called below sends it, on the test's clock.
    const delivery = await t.app.db
      .insertInto('webhook_deliveries')
      .values({
        id: crypto.randomUUID(),
        endpoint_id: endpoint.id,
        workspace_id: owner.workspaceId,
        message_id: 'msg_test',
        event_type: 'comment.created',
        payload: '{}',
        state: 'pending',
        next_attempt_at: null,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let now = new Date('2030-01-01T00:00:00Z');
    const sent: number[] = [];
    const deps: DeliveryDeps = {
      db: t.app.db,
      outbound: {
        fetch: async () => (
          sent.push(now.getTime()),
          { status, headers: new Headers(), body: Buffer.from('nope'), remoteAddress: '127.0.0.1', durationMs: 3, text: () => 'nope' }
        ),
      },
      mailer: { send: async (mail) => void mails.push(mail.to) },
      settingsUrl: 'http://localhost/client/api',
      now: () => now,
    };
    const mails: string[] = [];
    return {
      owner,
      endpoint,
      deliveryId: delivery.id,
      deps,
      sent,
      mails,
      move: (ms: number) => (now = new Date(now.getTime() + ms)),
      at: () => now,
    };
  }

  it('retries on the Svix schedule (at once, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h), then fails the delivery', async () => {
    const s = await setUp(500);
    for (let attempt = 1; attempt <= 8; attempt++) {
      const run = deliverWebhook(s.deps, s.deliveryId, { attempt, manual: false });
      const row = async () =>
        t.app.db.selectFrom('webhook_deliveries').selectAll().where('id', '=', s.deliveryId).executeTakeFirstOrThrow();
      if (attempt < 8) {
        await expect(run).rejects.toBeInstanceOf(DeliveryFailed);
        const { next_attempt_at, state } = await row();
        expect(state).toBe('pending');
        expect(Date.parse(next_attempt_at!) - s.at().getTime()).toBe(WEBHOOK_ATTEMPT_DELAYS_MS[attempt]);
        s.move(WEBHOOK_ATTEMPT_DELAYS_MS[attempt]!);
      } else {
        await run;
        expect(await row()).toMatchObject({ state: 'failed', next_attempt_at: null });
      }
    }
    expect(s.sent.map((time, i) => (i === 0 ? 0 : time - s.sent[i - 1]!))).toEqual([...WEBHOOK_ATTEMPT_DELAYS_MS]);
    const attempts = await t.app.db
      .selectFrom('webhook_attempts')
      .select(['attempt', 'status_code', 'response_body'])
      .where('delivery_id', '=', s.deliveryId)
      .orderBy('attempt')
      .execute();
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(attempts.every((a) => a.status_code === 500 && a.response_body === 'nope')).toBe(true);
  });

  it('disables the endpoint at once on a 410', async () => {
    const s = await setUp(410);
    await deliverWebhook(s.deps, s.deliveryId, { attempt: 1, manual: false });
    const endpoint = await call(t.baseUrl, 'GET', `/api/workspaces/${s.owner.workspaceId}/webhooks/${s.endpoint.id}`, {
      token: s.owner.token,
    });
    expect(endpoint.body.endpoint).toMatchObject({ enabled: false, disabledReason: 'gone' });
    expect(s.mails).toEqual([]);
  });

  it('disables an endpoint failing for 5 days and e-mails the owners', async () => {
    const s = await setUp(503);
    await expect(deliverWebhook(s.deps, s.deliveryId, { attempt: 1, manual: false })).rejects.toBeInstanceOf(DeliveryFailed);
    s.move(WEBHOOK_DISABLE_AFTER_MS - 1000);
    await expect(deliverWebhook(s.deps, s.deliveryId, { attempt: 2, manual: false })).rejects.toBeInstanceOf(DeliveryFailed);
    expect(s.mails).toEqual([]);
    s.move(1000);
    await deliverWebhook(s.deps, s.deliveryId, { attempt: 3, manual: false });
    const endpoint = await call(t.baseUrl, 'GET', `/api/workspaces/${s.owner.workspaceId}/webhooks/${s.endpoint.id}`, {
      token: s.owner.token,
    });
    expect(endpoint.body.endpoint).toMatchObject({ enabled: false, disabledReason: 'failing' });
    expect(s.mails).toEqual([s.owner.email]);

    // Enabled again, it starts over: the failure streak is cleared.
    const enabled = await call(t.baseUrl, 'PATCH', `/api/workspaces/${s.owner.workspaceId}/webhooks/${s.endpoint.id}`, {
      token: s.owner.token,
      body: { enabled: true },
    });
    expect(enabled.body.endpoint).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
  });

  it('a success ends the failure streak', async () => {
    const s = await setUp(200);
    await t.app.db
      .updateTable('webhook_endpoints')
      .set({ failing_since: new Date('2029-12-30T00:00:00Z').toISOString() })
      .where('id', '=', s.endpoint.id)
      .execute();
    await deliverWebhook(s.deps, s.deliveryId, { attempt: 1, manual: false });
    const row = await t.app.db
      .selectFrom('webhook_endpoints')
      .select(['failing_since', 'enabled'])
      .where('id', '=', s.endpoint.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ failing_since: null, enabled: 1 });
  });
});

describe('an admin manages webhooks too', () => {
  it('creates and deletes an endpoint', async () => {
    const owner = await signUpUser(t.baseUrl);
    const admin = await signUpUser(t.baseUrl);
    await addMember(t.app, owner.workspaceId, admin.user.uid, 'admin');
    const { endpoint } = await addEndpoint(admin.token, owner.workspaceId);
    expect(
      (await call(t.baseUrl, 'DELETE', `/api/workspaces/${owner.workspaceId}/webhooks/${endpoint.id}`, { token: admin.token })).status,
    ).toBe(204);
    expect((await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/webhooks`, { token: admin.token })).body.endpoints).toEqual(
      [],
    );
  });
});

describe('the hourly sweep', () => {
  it('drops delivery logs past 30 days (not those still retrying), Idempotency-Key answers past their day and key usage past 90 days', async () => {
    const { owner } = await createTeam(t.app, t.baseUrl);
    const { endpoint } = await addEndpoint(owner.token, owner.workspaceId, ['comment.created']);
    const now = new Date('2031-06-01T00:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    const delivery = (state: 'pending' | 'succeeded' | 'failed', createdAt: string) => ({
      id: crypto.randomUUID(),
      endpoint_id: endpoint.id,
      workspace_id: owner.workspaceId,
      message_id: `msg_${crypto.randomUUID()}`,
      event_type: 'comment.created',
      payload: '{}',
      state,
      next_attempt_at: null,
      created_at: createdAt,
    });
    const old = delivery('succeeded', daysAgo(31));
    const oldFailed = delivery('failed', daysAgo(40));
    const retrying = delivery('pending', daysAgo(31));
    const recent = delivery('failed', daysAgo(29));
    await t.app.db.insertInto('webhook_deliveries').values([old, oldFailed, retrying, recent]).execute();
    const principal = `user:${owner.user.uid}`;
    await t.app.db
      .insertInto('idempotency_keys')
      .values([
        { principal, key: 'stale', fingerprint: 'x', status_code: 201, response_body: '{}', created_at: daysAgo(2) },
        {
          principal,
          key: 'fresh',
          fingerprint: 'x',
          status_code: 201,
          response_body: '{}',
          created_at: new Date(now.getTime() - 3_600_000).toISOString(),
        },
      ])
      .execute();

    const { key } = (
      await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/api-keys`, {
        token: owner.token,
        body: { name: 'Old', scopes: ['read'] },
      })
    ).body;
    await t.app.db
      .insertInto('api_key_usage')
      .values([
        { key_id: key.id, hour: daysAgo(91), calls: 5 },
        { key_id: key.id, hour: daysAgo(89), calls: 7 },
      ])
      .execute();

    await sweepPlatform(t.app.db, now);

    const usage = await t.app.db.selectFrom('api_key_usage').select('calls').where('key_id', '=', key.id).execute();
    expect(usage).toEqual([{ calls: 7 }]);

    const kept = await t.app.db.selectFrom('webhook_deliveries').select('id').where('endpoint_id', '=', endpoint.id).execute();
    expect(kept.map((row) => row.id).sort()).toEqual([retrying.id, recent.id].sort());
    const keys = await t.app.db.selectFrom('idempotency_keys').select('key').where('principal', '=', principal).execute();
    expect(keys.map((row) => row.key)).toEqual(['fresh']);
  });
});
