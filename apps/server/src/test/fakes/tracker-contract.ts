import { afterAll, beforeAll, expect, it } from 'vitest';
import type { IntegrationProvider } from '@commentflow/shared';
import { signUpUser } from '../auth-factory.ts';
import { call, createComment, createProject } from '../factories.ts';
import { socketClients, until } from '../socket-clients.ts';
import type { TestApp } from '../test-app.ts';
import type { FakeServer } from './fake-server.ts';

/** A ticket as a fake tracker holds it. */
export interface FakeTicket {
  key: string;
  title: string;
  body: string;
  state: 'open' | 'closed';
  comments: string[];
}

export interface Delivery {
  body: string;
  headers: Record<string, string>;
}

/** What the shared tracker tests need to know of one provider and its fake. */
export interface TrackerCase<F extends FakeServer> {
  provider: IntegrationProvider;
  start(): Promise<F>;
  /** The connection request, with credentials the fake accepts or refuses. */
  connect(fake: F, credentials: 'good' | 'bad'): unknown;
  /** Words of the provider's refusal of bad credentials, as the API repeats them. */
  refusal: string;
  /** A fake's answer when the provider is down, in its error format. */
  outage: { status: number; body: unknown };
  outageWords: string;
  tickets(fake: F): FakeTicket[];
  /** The delivery the provider sends to `url` when someone moves the ticket to `state` in the tracker. */
  deliver(fake: F, ticket: FakeTicket, state: 'open' | 'closed', secret: string, url: string): Delivery;
  /** The secret deliveries are signed with: the one CommentFlow showed, or one of the credentials. */
  secretOf(connected: { webhookSecret: string | null }): string;
}

/**
 * The tests every tracker passes against its fake: connection with good and bad credentials, a ticket
 * with the thread's details, inbound deliveries valid, forged and replayed, status both ways, and the
 * provider down. Call inside a describe block of the provider's test file.
 */
export function trackerContract<F extends FakeServer>(t: TestApp, spec: TrackerCase<F>): void {
  const sockets = socketClients();
  let fake: F;
  beforeAll(async () => {
    fake = await spec.start();
  });
  afterAll(async () => {
    sockets.closeAll();
    await fake.close();
  });

  async function connected() {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const res = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/integrations`, {
      token: owner.token,
      body: spec.connect(fake, 'good'),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { owner, project, integration: res.body.integration as { id: string; webhookUrl: string }, secret: spec.secretOf(res.body) };
  }

  async function withTicket() {
    const setup = await connected();
    const comment = await createComment(t.baseUrl, setup.project, {
      body: {
        body: 'Checkout total is wrong',
        meta: {
          browser: 'Firefox 133',
          os: 'Windows',
          console: [{ level: 'error', message: 'NaN in total', at: new Date().toISOString() }],
        },
      },
    });
    const created = await call(t.baseUrl, 'POST', `/api/comments/${comment.id}/tickets`, {
      token: setup.owner.token,
      body: { integrationId: setup.integration.id },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const ticket = spec.tickets(fake).find((candidate) => candidate.key === created.body.ticket.key);
    if (!ticket) throw new Error(`the fake has no ticket ${created.body.ticket.key}`);
    return { ...setup, comment, ticket, link: created.body.ticket };
  }

  const post = (url: string, delivery: Delivery) => fetch(url, { method: 'POST', headers: delivery.headers, body: delivery.body });
  const statusOf = async (token: string, id: string) =>
    (await call(t.baseUrl, 'GET', `/api/comments/${id}`, { token })).body.comment.status;

  it("connects with good credentials, refuses bad ones in the provider's words, and never shows them", async () => {
    const owner = await signUpUser(t.baseUrl);
    const bad = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/integrations`, {
      token: owner.token,
      body: spec.connect(fake, 'bad'),
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ error: 'integration-rejected' });
    expect(bad.body.message).toContain(spec.refusal);
    const good = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/integrations`, {
      token: owner.token,
      body: spec.connect(fake, 'good'),
    });
    expect(good.status).toBe(201);
    const list = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/integrations`, { token: owner.token });
    const credentials = Object.values((spec.connect(fake, 'good') as { credentials: Record<string, string> }).credentials);
    for (const secret of credentials) expect(JSON.stringify(list.body)).not.toContain(secret);
  });

  it('files a ticket with the comment, page, element, browser, console errors and the link back', async () => {
    const { ticket, comment } = await withTicket();
    expect(ticket.title).toBe('Checkout total is wrong');
    for (const text of [
      'Checkout total is wrong',
      'https://site.example.com/pricing',
      '#hero > img',
      'Firefox 133 on Windows',
      'NaN in total',
      `/client/comments/${comment.id}`,
    ]) {
      expect(ticket.body).toContain(text);
    }
  });

  it('resolves and reopens the thread from signed deliveries, ignores a replay, refuses forged ones', async () => {
    const { owner, integration, comment, ticket, secret } = await withTicket();
    const closed = spec.deliver(fake, ticket, 'closed', 'not-the-secret', integration.webhookUrl);
    expect((await post(integration.webhookUrl, closed)).status).toBe(401);
    expect(await statusOf(owner.token, comment.id)).toBe('open');

    const delivery = spec.deliver(fake, ticket, 'closed', secret, integration.webhookUrl);
    const applied = await post(integration.webhookUrl, delivery);
    expect(applied.status).toBe(200);
    expect(await applied.json()).toEqual({ outcome: 'applied' });
    expect(await statusOf(owner.token, comment.id)).toBe('resolved');
    const replay = await post(integration.webhookUrl, delivery);
    expect([200, 401]).toContain(replay.status);
    if (replay.status === 200) expect(await replay.json()).toEqual({ outcome: 'replayed' });

    expect(await (await post(integration.webhookUrl, spec.deliver(fake, ticket, 'open', secret, integration.webhookUrl))).json()).toEqual({
      outcome: 'applied',
    });
    expect(await statusOf(owner.token, comment.id)).toBe('open');
  });

  it('moves the ticket when the thread is resolved or reopened in CommentFlow, live', async () => {
    const { owner, comment, ticket } = await withTicket();
    const dashboard = await sockets.connect(t.baseUrl, { token: owner.token });
    await dashboard.emitWithAck('join-workspace', { workspaceId: owner.workspaceId });
    const heard: string[] = [];
    dashboard.on('ticket-updated', (payload) => heard.push(payload.ticket.status));
    await call(t.baseUrl, 'PATCH', `/api/comments/${comment.id}`, { token: owner.token, body: { status: 'resolved' } });
    await until(() => heard.includes('closed'));
    expect(ticket.state).toBe('closed');
    await call(t.baseUrl, 'PATCH', `/api/comments/${comment.id}`, { token: owner.token, body: { status: 'open' } });
    await until(() => heard.at(-1) === 'open');
    expect(ticket.state).toBe('open');
  });

  it('stores nothing when the provider is down, says so, and records it in the health', async () => {
    const { owner, project, integration } = await connected();
    const comment = await createComment(t.baseUrl, project);
    fake.failNext(100, { status: spec.outage.status, body: spec.outage.body });
    const failed = await call(t.baseUrl, 'POST', `/api/comments/${comment.id}/tickets`, {
      token: owner.token,
      body: { integrationId: integration.id },
    });
    fake.failNext(0, { status: 200 });
    expect(failed.status).toBe(502);
    expect(failed.body.error).toBe('integration-unavailable');
    expect(failed.body.message).toContain(spec.outageWords);
    expect((await call(t.baseUrl, 'GET', `/api/comments/${comment.id}/tickets`, { token: owner.token })).body.tickets).toEqual([]);
    const list = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/integrations`, { token: owner.token });
    expect(list.body.integrations[0].health.lastError).toContain(spec.outageWords);
    expect(
      (
        await call(t.baseUrl, 'POST', `/api/comments/${comment.id}/tickets`, {
          token: owner.token,
          body: { integrationId: integration.id },
        })
      ).status,
    ).toBe(201);
  });
}
