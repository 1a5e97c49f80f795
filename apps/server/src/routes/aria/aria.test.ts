import { describe, expect, it } from 'vitest';
import {
  ARIA_DETECTORS,
  ARIA_VISITOR_BATCHES_PER_MINUTE,
  ARIA_VISITOR_THREADS_PER_HOUR,
  type AriaReportRequest,
  type Project,
} from '@commentflow/shared';
import { ariaReport, reportAriaFindings } from '../../test/aria-factory.ts';
import { signUpUser } from '../../test/auth-factory.ts';
import { call, createProject, createTeam, SITE_ORIGIN } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const PAGE = `${SITE_ORIGIN}/shop/42?utm=x`;
const report = (overrides: Partial<AriaReportRequest> = {}) => ariaReport({ pageUrl: PAGE, ...overrides });
const send = (project: Pick<Project, 'publicKey'>, body: unknown, token?: string) => reportAriaFindings(t.baseUrl, project, body, token);

/** A DevFlow workspace (the default variant) with a project and a team. */
const devflowProject = () => createTeam(t.app, t.baseUrl);

const findings = (token: string, workspaceId: string, query = '') =>
  call(t.baseUrl, 'GET', `/api/workspaces/${workspaceId}/aria/findings${query}`, { token });
const threads = (projectId: string) =>
  t.app.db.selectFrom('comments').selectAll().where('project_id', '=', projectId).where('parent_id', 'is', null).execute();

describe('ARIA profile', () => {
  it('defaults per product variant (docs/product/limits.md): DevFlow enabled with all, the others disabled with critical; flags on except tickets', async () => {
    const owner = await signUpUser(t.baseUrl);
    const devflow = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/aria/profile`, { token: owner.token });
    expect(devflow.status).toBe(200);
    expect(devflow.body).toEqual({
      variant: 'devflow',
      isDefault: true,
      routingTargets: [],
      profile: {
        enabled: true,
        autoCreateComments: true,
        autoCreateTickets: false,
        pinErrors: true,
        errorThreshold: 'all',
        detections: [...ARIA_DETECTORS],
        routingRules: [],
        avatar: { icon: '✦', color: '#7c3aed', name: 'ARIA' },
        scanOnLoad: false,
      },
    });
    for (const product of ['ecomflow', 'agencyflow', 'classicflow', 'commentflow']) {
      const patched = await call(t.baseUrl, 'PATCH', `/api/workspaces/${owner.workspaceId}`, { token: owner.token, body: { product } });
      expect(patched.body.workspace.product).toBe(product);
      const other = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/aria/profile`, { token: owner.token });
      expect(other.body.variant).toBe(product);
      expect(other.body.profile).toMatchObject({
        enabled: false,
        errorThreshold: 'critical',
        autoCreateComments: true,
        pinErrors: true,
        autoCreateTickets: false,
      });
    }
  });

  it('takes the variant chosen at sign-up', async () => {
    const res = await call(t.baseUrl, 'POST', '/api/auth/signup', {
      body: { email: `eco-${Date.now()}@example.com`, password: 'secret123', displayName: 'Eco Shop', product: 'ecomflow' },
    });
    expect(res.status).toBe(201);
    const list = await call(t.baseUrl, 'GET', '/api/workspaces', { token: res.body.idToken });
    expect(list.body.workspaces[0].product).toBe('ecomflow');
  });

  it('is changed by owners and admins only, validated, and another workspace answers 404', async () => {
    const { owner, admin, member } = await devflowProject();
    const stranger = await signUpUser(t.baseUrl);
    const profile = {
      ...(await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/aria/profile`, { token: owner.token })).body.profile,
      errorThreshold: 'critical',
    };
    const path = `/api/workspaces/${owner.workspaceId}/aria/profile`;
    expect((await call(t.baseUrl, 'PUT', path, { token: member.token, body: profile })).status).toBe(403);
    expect((await call(t.baseUrl, 'PUT', path, { token: stranger.token, body: profile })).status).toBe(404);
    expect((await call(t.baseUrl, 'GET', path, { token: stranger.token })).status).toBe(404);
    const bad = await call(t.baseUrl, 'PUT', path, { token: admin.token, body: { ...profile, errorThreshold: 'some', extra: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('validation-failed');
    const saved = await call(t.baseUrl, 'PUT', path, { token: admin.token, body: profile });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ isDefault: false, profile: { errorThreshold: 'critical' } });
  });

  it('tells the widget whether the light checks run, with the pins of the page', async () => {
    const { project } = await devflowProject();
    const res = await call(t.baseUrl, 'GET', `/api/widget/${project.publicKey}/comments?pageUrl=${encodeURIComponent(PAGE)}`, {
      origin: SITE_ORIGIN,
    });
    expect(res.status).toBe(200);
    expect(res.body.aria).toEqual({
      enabled: true,
      variant: 'devflow',
      detections: [...ARIA_DETECTORS],
      errorThreshold: 'all',
      scripts: ['widget-aria-light.js'],
    });
  });

  it('adds the full scan to the page of a member who may triage where the profile scans on load; never for visitors or clients', async () => {
    const { owner, member, client, project } = await devflowProject();
    const scripts = async (token?: string) =>
      (
        await call(t.baseUrl, 'GET', `/api/widget/${project.publicKey}/comments?pageUrl=${encodeURIComponent(PAGE)}`, {
          origin: SITE_ORIGIN,
          token,
        })
      ).body.aria.scripts;
    expect(await scripts(member.token)).toEqual(['widget-aria-light.js']);
    const path = `/api/workspaces/${owner.workspaceId}/aria/profile`;
    const { profile } = (await call(t.baseUrl, 'GET', path, { token: owner.token })).body;
    expect(
      (await call(t.baseUrl, 'PUT', path, { token: owner.token, body: { ...profile, scanOnLoad: true } })).body.profile.scanOnLoad,
    ).toBe(true);
    const both = ['widget-aria-light.js', 'widget-aria-scan.js?variant=devflow'];
    expect(await scripts(member.token)).toEqual(both);
    expect(await scripts(owner.token)).toEqual(both);
    expect(await scripts()).toEqual(['widget-aria-light.js']);
    expect(await scripts(client.token)).toEqual(['widget-aria-light.js']);
    await call(t.baseUrl, 'PUT', path, { token: owner.token, body: { ...profile, enabled: false, scanOnLoad: true } });
    expect(await scripts(member.token)).toEqual([]);
  });
});

describe('filing findings', () => {
  it("files a visitor's finding as one comment by ARIA, pinned to the element, marked as from a visitor", async () => {
    const { owner, project } = await devflowProject();
    const res = await send(project, report());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ created: 1, seenAgain: 0, reopened: 0, resolved: 0, skipped: 0 });
    const [thread] = await threads(project.id);
    const full = await call(t.baseUrl, 'GET', `/api/comments/${thread!.id}`, { token: owner.token });
    const comment = full.body.comment;
    expect(comment.author).toEqual({ id: null, displayName: 'ARIA', photoURL: null, isGuest: false });
    expect(comment.anchor).toEqual({ selector: '#price', offsetX: 0.5, offsetY: 0.5 });
    expect(comment.pageUrl).toBe(PAGE);
    expect(comment.body).toContain('A placeholder value is shown to visitors');
    expect(comment.body).toContain('Evidence: Shown: "NaN €"');
    expect(comment.body).toContain("Reported by a visitor's browser (unverified).");
    expect(comment.aria).toMatchObject({
      detector: 'data-integrity',
      rule: 'bad-value-text',
      severity: 'serious',
      occurrences: 1,
      source: 'visitor',
      avatar: { icon: '✦', color: '#7c3aed' },
    });
    const listed = await findings(owner.token, owner.workspaceId);
    expect(listed.body.findings).toHaveLength(1);
    expect(listed.body.findings[0]).toMatchObject({
      pagePattern: `${SITE_ORIGIN}/shop/:id`,
      source: 'visitor',
      status: 'open',
      commentId: thread!.id,
      occurrences: 1,
    });
  });

  it('counts the same problem again on the existing thread (another id of the same page pattern too), never a new one', async () => {
    const { owner, project } = await devflowProject();
    await send(project, report());
    const again = await send(project, report({ pageUrl: `${SITE_ORIGIN}/shop/43` }));
    expect(again.body).toMatchObject({ created: 0, seenAgain: 1 });
    const rows = await threads(project.id);
    expect(rows).toHaveLength(1);
    const thread = await call(t.baseUrl, 'GET', `/api/comments/${rows[0]!.id}`, { token: owner.token });
    expect(thread.body.comment.aria.occurrences).toBe(2);
    const listed = await findings(owner.token, owner.workspaceId);
    expect(listed.body.findings[0].occurrences).toBe(2);
    expect(listed.body.findings[0].lastSeenAt >= listed.body.findings[0].firstSeenAt).toBe(true);
  });

  it("takes only the light rules from visitors, with the catalogue's severity and words", async () => {
    const { owner, project } = await devflowProject();
    const res = await send(
      project,
      report({
        findings: [
          { detector: 'security', rule: 'exposed-secret', subject: 'body', evidence: 'fake' },
          { detector: 'accessibility', rule: 'color-contrast', subject: '#a', title: '<b>Click</b>', evidence: 'x' },
          { detector: 'seo', rule: 'image-alt', subject: 'img', evidence: 'wrong detector' },
          { detector: 'accessibility', rule: 'image-alt', severity: 'minor', subject: 'img.hero', evidence: '<img src="/hero.png">' },
        ],
      }),
    );
    expect(res.body).toMatchObject({ created: 1, skipped: 3 });
    const listed = await findings(owner.token, owner.workspaceId);
    expect(listed.body.findings).toHaveLength(1);
    expect(listed.body.findings[0]).toMatchObject({
      rule: 'image-alt',
      severity: 'serious',
      title: 'An image has no text alternative',
      evidence: '<img src="/hero.png">',
    });
  });

  it('files only critical findings under the critical threshold, nothing when disabled, and leaves the thread out without autoCreateComments', async () => {
    const { owner, project } = await devflowProject();
    const path = `/api/workspaces/${owner.workspaceId}/aria/profile`;
    const { profile } = (await call(t.baseUrl, 'GET', path, { token: owner.token })).body;
    const batch = report({
      findings: [
        { detector: 'security', rule: 'insecure-form-action', subject: 'form#signup', evidence: 'action="http://example.com/signup"' },
        { detector: 'seo', rule: 'missing-title', subject: 'head', evidence: '' },
      ],
    });
    await call(t.baseUrl, 'PUT', path, { token: owner.token, body: { ...profile, errorThreshold: 'critical', autoCreateComments: false } });
    expect((await send(project, batch)).body).toMatchObject({ created: 1, skipped: 1 });
    const listed = await findings(owner.token, owner.workspaceId);
    expect(listed.body.findings.map((finding: { rule: string }) => finding.rule)).toEqual(['insecure-form-action']);
    expect(listed.body.findings[0].commentId).toBeNull();
    expect(await threads(project.id)).toHaveLength(0);

    await call(t.baseUrl, 'PUT', path, { token: owner.token, body: { ...profile, enabled: false } });
    expect((await send(project, batch)).body).toMatchObject({ created: 0, seenAgain: 0, skipped: 2 });
  });

  it('leaves runtime errors unpinned without pinErrors', async () => {
    const { owner, project } = await devflowProject();
    const path = `/api/workspaces/${owner.workspaceId}/aria/profile`;
    const { profile } = (await call(t.baseUrl, 'GET', path, { token: owner.token })).body;
    await call(t.baseUrl, 'PUT', path, { token: owner.token, body: { ...profile, pinErrors: false } });
    await send(
      project,
      report({
        findings: [
          {
            detector: 'errors',
            rule: 'uncaught-error',
            subject: 'TypeError: x is undefined',
            evidence: 'at buy (shop.js:3:9)',
            anchor: { selector: '#buy', offsetX: 0.5, offsetY: 0.5 },
          },
        ],
      }),
    );
    const [thread] = await threads(project.id);
    expect(thread!.anchor).toBeNull();
  });

  it('records matching routing rules as target unavailable while no tracker is connected', async () => {
    const { owner, project } = await devflowProject();
    const path = `/api/workspaces/${owner.workspaceId}/aria/profile`;
    const { profile } = (await call(t.baseUrl, 'GET', path, { token: owner.token })).body;
    const saved = await call(t.baseUrl, 'PUT', path, {
      token: owner.token,
      body: {
        ...profile,
        autoCreateTickets: true,
        routingRules: [
          { condition: { severity: 'serious' }, action: 'create-ticket', target: 'jira' },
          { condition: { detector: 'seo' }, action: 'create-ticket', target: 'linear' },
        ],
      },
    });
    expect(saved.body.routingTargets).toEqual([
      { target: 'jira', available: false, reason: expect.stringContaining('not connected') },
      { target: 'linear', available: false, reason: expect.stringContaining('not connected') },
    ]);
    await send(project, report());
    const listed = await findings(owner.token, owner.workspaceId);
    expect(listed.body.findings[0].routing).toEqual([{ target: 'jira', outcome: 'target-unavailable' }]);
  });
});

describe('full scans', () => {
  const fullScan = (rules: string[], detectorsRun = ['data-integrity', 'seo']) =>
    report({
      scan: 'full',
      detectorsRun: detectorsRun as AriaReportRequest['detectorsRun'],
      findings: rules.map((rule) => ({
        detector: rule === 'duplicate-id' ? 'data-integrity' : 'seo',
        rule,
        subject: `#${rule}`,
        evidence: `seen: ${rule}`,
      })) as AriaReportRequest['findings'],
    });

  it('is refused to visitors and clients', async () => {
    const { client, project } = await devflowProject();
    const guest = await send(project, fullScan(['duplicate-id']));
    expect(guest.status).toBe(403);
    expect(guest.body.error).toBe('forbidden');
    expect((await send(project, fullScan(['duplicate-id']), client.token)).status).toBe(403);
  });

  it('resolves with a note what a later full scan of the page no longer sees, and reopens it when it comes back', async () => {
    const { owner, member, project } = await devflowProject();
    const first = await send(project, fullScan(['duplicate-id', 'heading-order']), member.token);
    expect(first.body).toMatchObject({ created: 2, resolved: 0 });
    const [listed] = [(await findings(owner.token, owner.workspaceId)).body.findings];
    expect(listed.every((finding: { source: string }) => finding.source === 'member')).toBe(true);
    const heading = listed.find((finding: { rule: string }) => finding.rule === 'heading-order');
    // A light scan never resolves anything: it does not look at everything.
    expect((await send(project, report({ findings: [] }))).body.resolved).toBe(0);

    const second = await send(project, fullScan(['duplicate-id']), member.token);
    expect(second.body).toMatchObject({ created: 0, seenAgain: 1, resolved: 1 });
    let thread = await call(t.baseUrl, 'GET', `/api/comments/${heading.commentId}`, { token: owner.token });
    expect(thread.body.comment.status).toBe('resolved');
    expect(thread.body.replies.at(-1)).toMatchObject({
      author: { displayName: 'ARIA' },
      body: expect.stringContaining('resolved by ARIA'),
    });

    // A detector the scan did not run keeps its findings.
    expect((await send(project, fullScan([], ['seo']), member.token)).body.resolved).toBe(0);

    const third = await send(project, fullScan(['duplicate-id', 'heading-order']), member.token);
    expect(third.body).toMatchObject({ created: 0, seenAgain: 1, reopened: 1, resolved: 0 });
    thread = await call(t.baseUrl, 'GET', `/api/comments/${heading.commentId}`, { token: owner.token });
    expect(thread.body.comment.status).toBe('open');
    expect(thread.body.comment.aria.occurrences).toBe(2);
    expect(thread.body.replies.at(-1).body).toContain('reopened by ARIA');
    expect(await threads(project.id)).toHaveLength(2);
  });

  it("writes ARIA's comments and notes in the workspace's language (its owner's), a library's rule in its own words", async () => {
    const { owner, member, project } = await devflowProject();
    const set = await call(t.baseUrl, 'PATCH', '/api/users/me/notification-preferences', {
      token: owner.token,
      body: { emailLanguage: 'fr' },
    });
    expect(set.status).toBe(200);
    const visitor = await send(project, report());
    expect(visitor.body.created).toBe(1);
    const [visitorThread] = await threads(project.id);
    expect(visitorThread!.body).toBe(
      [
        'Une valeur de remplacement est affichée aux visiteurs',
        'Preuve : Shown: "NaN €"',
        "Comment corriger : Une valeur manquait ou n'a pas été convertie en texte avant l'affichage : vérifiez les données et formatez-la (ou masquez le champ) quand elle est vide.",
        "data-integrity · bad-value-text · grave. Signalé par le navigateur d'un visiteur (non vérifié).",
      ].join('\n\n'),
    );

    const axe = {
      detector: 'accessibility' as const,
      rule: 'landmark-one-main',
      subject: 'html',
      severity: 'moderate' as const,
      evidence: '',
      title: 'Document should have one main landmark',
      fixHint: 'Add a main element.',
    };
    await send(project, report({ scan: 'full', detectorsRun: ['accessibility'], findings: [axe] }), member.token);
    const axeThread = (await threads(project.id)).find((thread) => thread.body.startsWith('Document should'));
    expect(axeThread!.body).toContain('Comment corriger : Add a main element.');
    expect(axeThread!.body).toContain("Trouvé par l'analyse complète d'un membre de l'équipe.");

    await send(project, report({ scan: 'full', detectorsRun: ['accessibility'], findings: [] }), member.token);
    const resolved = await call(t.baseUrl, 'GET', `/api/comments/${axeThread!.id}`, { token: owner.token });
    expect(resolved.body.replies.at(-1).body).toMatch(
      /^Non vu par l'analyse complète de cette page le \d{4}-\d{2}-\d{2} : résolu par ARIA\./,
    );
    await send(project, report({ scan: 'full', detectorsRun: ['accessibility'], findings: [axe] }), member.token);
    const reopened = await call(t.baseUrl, 'GET', `/api/comments/${axeThread!.id}`, { token: owner.token });
    expect(reopened.body.replies.at(-1).body).toMatch(/^Vu de nouveau le \d{4}-\d{2}-\d{2} : rouvert par ARIA\.$/);
  });

  it("hands the member an upload token for each new pinned thread, so the scan attaches the element's picture", async () => {
    const { member, project } = await devflowProject();
    const res = await send(project, report({ scan: 'full', detectorsRun: ['data-integrity'] }), member.token);
    expect(res.body.screenshots).toEqual([
      {
        detector: 'data-integrity',
        rule: 'bad-value-text',
        selector: '#price',
        commentId: expect.any(String),
        uploadToken: expect.any(String),
      },
    ]);
    // A visitor's light report gets none.
    expect((await send(project, report({ findings: [{ ...report().findings[0]!, subject: '#other' }] }))).body.screenshots).toBeUndefined();
  });

  it("keeps a member's own words for a library's rule (axe-core) and needs a title for it", async () => {
    const { owner, member, project } = await devflowProject();
    const res = await send(
      project,
      report({
        scan: 'full',
        findings: [
          {
            detector: 'accessibility',
            rule: 'color-contrast',
            severity: 'critical',
            subject: '.cta',
            title: 'Elements must meet minimum color contrast ratio thresholds',
            fixHint: 'Raise the contrast to 4.5:1',
            evidence: 'contrast 2.1:1',
          },
          { detector: 'accessibility', rule: 'label', subject: 'input', evidence: 'no title given' },
        ],
      }),
      member.token,
    );
    expect(res.body).toMatchObject({ created: 1, skipped: 1 });
    const listed = await findings(owner.token, owner.workspaceId, '?severity=critical');
    expect(listed.body.findings[0]).toMatchObject({ rule: 'color-contrast', fixHint: 'Raise the contrast to 4.5:1', source: 'member' });
  });
});

describe('abuse limits', () => {
  it('caps the batch, the texts and the body size', async () => {
    const { project } = await devflowProject();
    const one = report().findings[0]!;
    const tooMany = await send(project, report({ findings: Array.from({ length: 51 }, (_, n) => ({ ...one, subject: `#p${n}` })) }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe('validation-failed');
    const long = await send(project, report({ findings: [{ ...one, evidence: 'x'.repeat(2001) }] }));
    expect(long.status).toBe(400);
    const huge = await send(project, { ...report(), pageTitle: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
  });

  it(`rate-limits visitors' batches per address and project (${ARIA_VISITOR_BATCHES_PER_MINUTE} a minute)`, async () => {
    const { project, member } = await devflowProject();
    for (let n = 0; n < ARIA_VISITOR_BATCHES_PER_MINUTE; n++) expect((await send(project, report({ findings: [] }))).status).toBe(200);
    const refused = await send(project, report({ findings: [] }));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'rate-limited', details: { retryAfterSeconds: expect.any(Number) } });
    // A signed-in member's browser is not counted as a visitor.
    expect((await send(project, report({ findings: [] }), member.token)).status).toBe(200);
  });

  it(`opens at most ${ARIA_VISITOR_THREADS_PER_HOUR} new findings an hour per project from visitors`, async () => {
    const { owner, project } = await devflowProject();
    const one = report().findings[0]!;
    const flood = report({
      findings: Array.from({ length: ARIA_VISITOR_THREADS_PER_HOUR + 5 }, (_, n) => ({ ...one, subject: `#fake-${n}` })),
    });
    expect((await send(project, flood)).body).toMatchObject({ created: ARIA_VISITOR_THREADS_PER_HOUR, skipped: 5 });
    expect((await send(project, report({ findings: [{ ...one, subject: '#one-more' }] }))).body).toMatchObject({ created: 0, skipped: 1 });
    // Known findings still count their occurrences.
    expect((await send(project, report({ findings: [{ ...one, subject: '#fake-0' }] }))).body).toMatchObject({ seenAgain: 1 });
    expect(await threads(project.id)).toHaveLength(ARIA_VISITOR_THREADS_PER_HOUR);
    const listed = await findings(owner.token, owner.workspaceId, '?limit=200');
    expect(listed.body.findings).toHaveLength(ARIA_VISITOR_THREADS_PER_HOUR);
  });

  it('refuses another origin', async () => {
    const { project } = await devflowProject();
    const res = await call(t.baseUrl, 'POST', `/api/widget/${project.publicKey}/aria/findings`, {
      origin: 'https://evil.example.net',
      body: report(),
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('origin-not-allowed');
  });
});

describe('the ARIA view', () => {
  it('gives findings by page, detector and severity with a health score and a trend, mutes a rule on a page, and keeps other workspaces out', async () => {
    const { owner, member, client, project } = await devflowProject();
    await send(
      project,
      report({
        findings: [
          { detector: 'data-integrity', rule: 'bad-value-text', subject: '#price', evidence: 'NaN' },
          { detector: 'seo', rule: 'missing-meta-description', subject: 'head', evidence: '' },
        ],
      }),
    );
    const overview = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/aria/overview?days=7`, { token: member.token });
    expect(overview.status).toBe(200);
    expect(overview.body.pages).toEqual([
      {
        projectId: project.id,
        pagePattern: `${SITE_ORIGIN}/shop/:id`,
        pageUrl: PAGE,
        open: 2,
        bySeverity: { serious: 1, moderate: 1 },
        health: 86,
      },
    ]);
    expect(overview.body.byDetector.find((row: { detector: string }) => row.detector === 'seo').open).toBe(1);
    expect(overview.body.bySeverity).toContainEqual({ severity: 'serious', open: 1 });
    expect(overview.body.trend).toHaveLength(7);
    expect(overview.body.trend.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), found: 2, resolved: 0 });

    const mutes = `/api/workspaces/${owner.workspaceId}/aria/mutes`;
    const mute = await call(t.baseUrl, 'POST', mutes, {
      token: member.token,
      body: { projectId: project.id, pagePattern: `${SITE_ORIGIN}/shop/:id`, rule: 'missing-meta-description' },
    });
    expect(mute.status).toBe(201);
    const listed = await findings(owner.token, owner.workspaceId, '?detector=seo');
    expect(listed.body.findings[0].muted).toBe(true);
    const after = await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/aria/overview`, { token: owner.token });
    expect(after.body.pages[0].open).toBe(1);
    // A muted rule is not filed again on that page.
    expect(
      (await send(project, report({ findings: [{ detector: 'seo', rule: 'missing-meta-description', subject: 'head', evidence: '' }] })))
        .body,
    ).toMatchObject({ skipped: 1, seenAgain: 0 });

    expect((await findings(client.token, owner.workspaceId)).status).toBe(403);
    const stranger = await signUpUser(t.baseUrl);
    expect((await findings(stranger.token, owner.workspaceId)).status).toBe(404);
    expect((await call(t.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/aria/overview`, { token: stranger.token })).status).toBe(
      404,
    );
    const foreignProject = await createProject(t.baseUrl, stranger.token, stranger.workspaceId);
    const foreignMute = await call(t.baseUrl, 'POST', mutes, {
      token: owner.token,
      body: { projectId: foreignProject.id, pagePattern: 'x', rule: 'image-alt' },
    });
    expect(foreignMute.status).toBe(404);
    expect((await call(t.baseUrl, 'DELETE', `${mutes}/${mute.body.id}`, { token: stranger.token })).status).toBe(404);
    expect(
      (await call(t.baseUrl, 'DELETE', `/api/workspaces/${stranger.workspaceId}/aria/mutes/${mute.body.id}`, { token: stranger.token }))
        .status,
    ).toBe(404);
    expect((await call(t.baseUrl, 'DELETE', `${mutes}/${mute.body.id}`, { token: member.token })).status).toBe(204);
  });
});
