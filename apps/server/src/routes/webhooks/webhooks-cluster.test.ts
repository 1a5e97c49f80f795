import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowList } from '../../outbound/address-policy.ts';
import { call, createComment, createTeam } from '../../test/factories.ts';
import { FAST_JOBS, until } from '../../test/job-queue-harness.ts';
import { createTestDatabase, startTestApp, type TestApp } from '../../test/test-app.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';

// Instances sharing one database, as behind a load balancer: the deliveries are in the database with
// the change, and the job layer sends each once, whichever instance runs it.
const settings = { ...FAST_JOBS, webhookAllowedHosts: parseAllowList('127.0.0.1').allowList };
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
const running: TestApp[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  for (const instance of running) await instance.close();
  await receiver.close();
  await database.drop();
});

async function start(overrides: Partial<TestApp['config']> = {}): Promise<TestApp> {
  const instance = await startTestApp({ ...settings, ...overrides }, database);
  running.push(instance);
  return instance;
}

const deliveryStates = async (app: TestApp) => app.app.db.selectFrom('webhook_deliveries').select(['id', 'state']).execute();

describe('webhook deliveries across instances', () => {
  it('survive the instance that made the change stopping before sending, and each is sent once', async () => {
    // An instance that commits changes but runs no jobs, stopped right after: the change's deliveries wait in the database.
    const writer = await start({ jobWorkers: false });
    const { owner, project } = await createTeam(writer.app, writer.baseUrl);
    const endpoint = await call(writer.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/webhooks`, {
      token: owner.token,
      body: { url: receiver.url, eventTypes: ['comment.created'] },
    });
    expect(endpoint.status).toBe(201);
    await createComment(writer.baseUrl, project);
    expect(await deliveryStates(writer)).toEqual([{ id: expect.any(String), state: 'pending' }]);
    await writer.close();
    running.splice(running.indexOf(writer), 1);
    expect(receiver.received).toHaveLength(0);

    // Two instances come up; one of them sends it, then both race on five more.
    const [a, b] = [await start(), await start()];
    await receiver.receivedCount(1);
    for (const instance of [a, b, a, b, a]) await createComment(instance.baseUrl, project);
    await until(async () => (await deliveryStates(a)).filter((d) => d.state === 'succeeded').length === 6, 'all six deliveries succeed');

    const attempts = await a.app.db.selectFrom('webhook_attempts').select('delivery_id').execute();
    expect(attempts).toHaveLength(6);
    expect(new Set(attempts.map((attempt) => attempt.delivery_id)).size).toBe(6);
    const messageIds = receiver.received.map((hook) => hook.headers['webhook-id']);
    expect(messageIds).toHaveLength(6);
    expect(new Set(messageIds).size).toBe(6);
  });
});
