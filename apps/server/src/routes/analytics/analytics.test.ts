import { describe, expect, it } from 'vitest';
import { signUpUser } from '../../test/auth-factory.ts';
import { call, createComment, createProject, createReply, SITE_ORIGIN } from '../../test/factories.ts';
import { joinWorkspace } from '../../test/team-factory.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** Moves a comment to a fixed creation (and resolution) time, as if it had been left then. */
async function backdate(id: string, createdAt: string, resolvedAt?: string) {
  await t.app.db
    .updateTable('comments')
    .set({ created_at: createdAt, ...(resolvedAt ? { status: 'resolved', resolved_at: resolvedAt } : {}) })
    .where('id', '=', id)
    .execute();
}

describe('GET /api/workspaces/:workspaceId/analytics', () => {
  it('counts the range by day, status, page, browser, device and person, with the median time to resolve', async () => {
    const owner = await signUpUser(t.baseUrl, { displayName: 'Olivia Owner' });
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const desktop = { viewport: { width: 1440, height: 900 }, meta: { userAgent: CHROME } };
    const phone = { viewport: { width: 390, height: 844 }, meta: { userAgent: IPHONE } };
    const a = await createComment(t.baseUrl, project, { token: owner.token, body: { ...desktop, pageUrl: `${SITE_ORIGIN}/pricing` } });
    const b = await createComment(t.baseUrl, project, { token: owner.token, body: { ...desktop, pageUrl: `${SITE_ORIGIN}/pricing` } });
    const c = await createComment(t.baseUrl, project, { body: { ...phone, pageUrl: `${SITE_ORIGIN}/about` } });
    const before = await createComment(t.baseUrl, project, { token: owner.token });
    await backdate(a.id, '2026-03-02T10:00:00.000Z', '2026-03-02T12:00:00.000Z');
    await backdate(b.id, '2026-03-02T23:30:00.000Z', '2026-03-04T03:30:00.000Z');
    await backdate(c.id, '2026-03-04T08:00:00.000Z');
    await backdate(before.id, '2026-02-20T08:00:00.000Z');
    const reply = await createReply(t.baseUrl, owner.token, c.id);
    await backdate(reply.id, '2026-03-04T09:00:00.000Z');

    const res = await call(
      t.baseUrl,
      'GET',
      `/api/workspaces/${owner.workspaceId}/analytics?from=2026-03-01T00:00:00.000Z&to=2026-03-05T00:00:00.000Z`,
      {
        token: owner.token,
      },
    );
    expect(res.status).toBe(200);
    const { analytics } = res.body;
    expect(analytics.totals).toEqual({ created: 3, resolved: 2, open: 1 });
    expect(analytics.overTime).toEqual([
      { date: '2026-03-01', created: 0, resolved: 0 },
      { date: '2026-03-02', created: 2, resolved: 1 },
      { date: '2026-03-03', created: 0, resolved: 0 },
      { date: '2026-03-04', created: 1, resolved: 1 },
    ]);
    expect(analytics.byStatus).toEqual({ open: 1, in_progress: 0, resolved: 2 });
    expect(analytics.byPage).toEqual([
      { label: `${SITE_ORIGIN}/pricing`, count: 2 },
      { label: `${SITE_ORIGIN}/about`, count: 1 },
    ]);
    expect(analytics.byBrowser).toEqual([
      { label: 'Chrome', count: 2 },
      { label: 'Safari', count: 1 },
    ]);
    expect(analytics.byDevice).toEqual([
      { label: 'Desktop', count: 2 },
      { label: 'Phone', count: 1 },
    ]);
    // 2 h and 28 h: the median of two is their mean.
    expect(analytics.medianResolveHours).toBe(15);
    expect(analytics.topPeople).toEqual([
      { userId: owner.user.uid, name: 'Olivia Owner', comments: 3 },
      { userId: null, name: 'Gina Guest', comments: 1 },
    ]);
  });

  it('is empty but complete for a quiet range, and open to members', async () => {
    const owner = await signUpUser(t.baseUrl);
    const member = await signUpUser(t.baseUrl);
    await joinWorkspace(t.baseUrl, owner.token, owner.workspaceId, member, 'member');
    const res = await call(
      t.baseUrl,
      'GET',
      `/api/workspaces/${owner.workspaceId}/analytics?from=2026-01-01T00:00:00Z&to=2026-01-08T00:00:00Z`,
      {
        token: member.token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.analytics.overTime).toHaveLength(7);
    expect(res.body.analytics.medianResolveHours).toBeNull();
    expect(res.body.analytics.topPeople).toEqual([]);
  });

  it('refuses bad ranges field by field and other workspaces with 404', async () => {
    const owner = await signUpUser(t.baseUrl);
    const other = await signUpUser(t.baseUrl);
    const path = (query: string, ws = owner.workspaceId) => `/api/workspaces/${ws}/analytics?${query}`;
    const missing = await call(t.baseUrl, 'GET', path(''), { token: owner.token });
    expect(missing.status).toBe(400);
    const issues = JSON.stringify(missing.body.details.issues);
    for (const field of ['from', 'to']) expect(issues).toContain(field);
    const backwards = await call(t.baseUrl, 'GET', path('from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z'), { token: owner.token });
    expect(backwards.status).toBe(400);
    expect(backwards.body.details.issues[0].message).toBe('Must be after from');
    const tooLong = await call(t.baseUrl, 'GET', path('from=2024-01-01T00:00:00Z&to=2026-01-01T00:00:00Z'), { token: owner.token });
    expect(tooLong.status).toBe(400);
    const foreign = await call(t.baseUrl, 'GET', path('from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z', other.workspaceId), {
      token: owner.token,
    });
    expect(foreign.status).toBe(404);
  });
});
