import { describe, expect, it } from 'vitest';
import { signUpUser } from '../../test/auth-factory.ts';
import { countRows, fillComments, setWorkspacePlan } from '../../test/billing-factory.ts';
import { call, createComment, createProject, createTeam, newCommentBody, SITE_ORIGIN } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const postProject = (token: string, workspaceId: string, name = 'Another site') =>
  call(t.baseUrl, 'POST', `/api/workspaces/${workspaceId}/projects`, { token, body: { name, siteUrl: 'https://another.example.com' } });

const guestPin = (publicKey: string) =>
  call(t.baseUrl, 'POST', `/api/widget/${publicKey}/comments`, {
    origin: SITE_ORIGIN,
    body: newCommentBody({ guest: { name: 'Gina Guest', email: 'gina@example.com' } }),
  });

describe('plan limits (docs/product/plans-and-retention.md): 402 plan-limit-reached, nothing stored', () => {
  it('lets a free workspace (trial ended) have 1 project and says so for the second', async () => {
    const owner = await signUpUser(t.baseUrl);
    await setWorkspacePlan(t.app, owner.workspaceId, { trialEndedDaysAgo: 1 });
    expect((await postProject(owner.token, owner.workspaceId, 'First')).status).toBe(201);
    const refused = await postProject(owner.token, owner.workspaceId, 'Second');
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({
      error: 'plan-limit-reached',
      message: 'Your Free plan allows 1 project',
      details: { limit: 'projects', max: 1 },
    });
    expect(await countRows(t.app, 'projects', owner.workspaceId)).toBe(1);
  });

  it('names the Starter limit of 5 projects, in French when asked', async () => {
    const owner = await signUpUser(t.baseUrl);
    await setWorkspacePlan(t.app, owner.workspaceId, { plan: 'starter', trialEndedDaysAgo: 3 });
    for (let i = 0; i < 5; i += 1) expect((await postProject(owner.token, owner.workspaceId, `Site ${i}`)).status).toBe(201);
    const refused = await postProject(owner.token, owner.workspaceId);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe('Your Starter plan allows 5 projects');
    const french = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/projects`, {
      token: owner.token,
      headers: { 'accept-language': 'fr' },
      body: { name: 'Encore', siteUrl: 'https://encore.example.com' },
    });
    expect(french.body.message).toBe('Votre offre Starter permet 5 projets');
    expect(await countRows(t.app, 'projects', owner.workspaceId)).toBe(5);
  });

  it('counts guests, members, widget replies and dashboard replies against the free 200 comments', async () => {
    const { owner, member, project } = await createTeam(t.app, t.baseUrl);
    await setWorkspacePlan(t.app, owner.workspaceId, { trialEndedDaysAgo: 2 });
    await fillComments(t.app, project, 198);
    const root = await createComment(t.baseUrl, project); // a guest's: 199
    const memberPin = await call(t.baseUrl, 'POST', `/api/widget/${project.publicKey}/comments`, {
      token: member.token,
      origin: SITE_ORIGIN,
      body: newCommentBody(),
    });
    expect(memberPin.status).toBe(201); // 200

    const refusals = [
      await guestPin(project.publicKey),
      await call(t.baseUrl, 'POST', `/api/widget/${project.publicKey}/comments`, {
        token: member.token,
        origin: SITE_ORIGIN,
        body: newCommentBody(),
      }),
      await call(t.baseUrl, 'POST', `/api/comments/${root.id}/replies`, { token: owner.token, body: { body: 'On it' } }),
      await call(t.baseUrl, 'POST', `/api/widget/${project.publicKey}/comments/${root.id}/replies`, {
        origin: SITE_ORIGIN,
        body: { body: 'Still blurry', guest: { name: 'Gina Guest', email: 'gina@example.com' } },
      }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(402);
      expect(refused.body).toMatchObject({ error: 'plan-limit-reached', message: 'Your Free plan allows 200 comments' });
    }
    expect(await countRows(t.app, 'comments', owner.workspaceId)).toBe(200);
  });

  it('never limits a trial, a Pro workspace or an exempt one of the free plan beyond its plan', async () => {
    const trial = await signUpUser(t.baseUrl);
    for (let i = 0; i < 3; i += 1) expect((await postProject(trial.token, trial.workspaceId, `Trial ${i}`)).status).toBe(201);
    const pro = await signUpUser(t.baseUrl);
    await setWorkspacePlan(t.app, pro.workspaceId, { plan: 'pro', trialEndedDaysAgo: 40 });
    const project = await createProject(t.baseUrl, pro.token, pro.workspaceId);
    await fillComments(t.app, project, 1_000);
    expect((await guestPin(project.publicKey)).status).toBe(201);
    expect((await postProject(pro.token, pro.workspaceId)).status).toBe(201);
  });

  it('never lets concurrent guests take the workspace one past its limit', async () => {
    const { owner, project } = await createTeam(t.app, t.baseUrl);
    await setWorkspacePlan(t.app, owner.workspaceId, { trialEndedDaysAgo: 1 });
    await fillComments(t.app, project, 195);
    const results = await Promise.all(Array.from({ length: 20 }, () => guestPin(project.publicKey)));
    const statuses = results.map((result) => result.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 402)).toHaveLength(15);
    expect(await countRows(t.app, 'comments', owner.workspaceId)).toBe(200);
  });
});

describe('POST /api/billing/webhook without BILLING_WEBHOOK_SECRET', () => {
  it('says the webhook is not configured, whatever is sent', async () => {
    const res = await call(t.baseUrl, 'POST', '/api/billing/webhook', {
      body: { meta: { event_name: 'subscription_created' } },
      headers: { 'x-signature': '00' },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'provider-not-configured', message: 'Billing webhooks are not configured on this server' });
  });
});
