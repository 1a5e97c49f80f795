import { afterAll, describe, expect, it } from 'vitest';
import type { RetentionWarningPayload } from '@commentflow/shared';
import { createMailer } from '../../mail/mailer.ts';
import { signUpUser } from '../../test/auth-factory.ts';
import { countRows, setWorkspacePlan } from '../../test/billing-factory.ts';
import { call, createComment, createReply, createTeam } from '../../test/factories.ts';
import { socketClients } from '../../test/socket-clients.ts';
import { startTestApp, useTestApp } from '../../test/test-app.ts';
import { runRetentionSweep } from './retention-sweep.ts';

const DAY_MS = 86_400_000;
const t = useTestApp();
const sockets = socketClients();
afterAll(() => sockets.closeAll());

const mailerFor = () => createMailer({ smtpUrl: null, mailFrom: 'CommentFlow <no-reply@localhost>', production: false }, t.app.log);

/** A team whose trial ended `endedDaysAgo` days ago, with a thread, a reply, a notification and an export. */
async function freeTeamWithData(endedDaysAgo: number) {
  const team = await createTeam(t.app, t.baseUrl);
  const pin = await createComment(t.baseUrl, team.project, { token: team.member.token });
  await createReply(t.baseUrl, team.owner.token, pin.id, 'Thanks'); // notifies the member
  await call(t.baseUrl, 'POST', '/api/retention/request-export', {
    token: team.owner.token,
    headers: { 'x-workspace-id': team.owner.workspaceId },
  });
  await setWorkspacePlan(t.app, team.owner.workspaceId, { trialEndedDaysAgo: endedDaysAgo });
  return team;
}

const rowsOf = async (workspaceId: string) => ({
  comments: await countRows(t.app, 'comments', workspaceId),
  projects: await countRows(t.app, 'projects', workspaceId),
  notifications: Number(
    (
      await t.app.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirstOrThrow()
    ).n,
  ),
  exports: Number(
    (
      await t.app.db
        .selectFrom('data_exports')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

describe('retention sweep (docs/product/plans-and-retention.md): warnings at 14, 7, 3, 1 days, deletion after 30', () => {
  it("e-mails the owners once per threshold and tells every member's socket", async () => {
    const team = await freeTeamWithData(15); // 15 days left
    const mailer = mailerFor();
    const memberSocket = await sockets.connect(t.baseUrl, { token: team.member.token });
    const heard = new Promise<RetentionWarningPayload>((resolve) => memberSocket.once('retention-warning', resolve));

    expect((await runRetentionSweep(t.app, mailer)).warned).not.toContain(team.owner.workspaceId);
    const tomorrow = Date.now() + DAY_MS;
    expect((await runRetentionSweep(t.app, mailer, tomorrow)).warned).toContain(team.owner.workspaceId);
    expect(await heard).toMatchObject({ workspaceId: team.owner.workspaceId, daysRemaining: 14, commentCount: 2, priority: 'info' });
    expect((await runRetentionSweep(t.app, mailer, tomorrow)).warned).not.toContain(team.owner.workspaceId);
    const mails = () => mailer.outbox!.list().filter((entry) => entry.subject.includes('will be deleted'));
    expect(mails().map((mail) => mail.to)).toEqual([team.owner.email]);
    expect(mails()[0]!.subject).toMatch(/will be deleted in 14 days$/);

    await runRetentionSweep(t.app, mailer, Date.now() + 14 * DAY_MS); // 1 day left
    expect(mails()).toHaveLength(2);
    expect(mails()[0]!.subject).toMatch(/will be deleted in 1 day$/);

    // Two days on, the date has passed.
    const later = await runRetentionSweep(t.app, mailer, Date.now() + 16 * DAY_MS);
    expect(later.deleted.map((entry) => entry.workspaceId)).toContain(team.owner.workspaceId);
    expect(await countRows(t.app, 'comments', team.owner.workspaceId)).toBe(0);
  });

  it('deletes every row of a free workspace whose date passed, keeps the workspace, and touches no paid, trial or exempt one', async () => {
    const due = await freeTeamWithData(30);
    const paid = await freeTeamWithData(40);
    await setWorkspacePlan(t.app, paid.owner.workspaceId, { plan: 'pro' });
    const exempt = await freeTeamWithData(40);
    await setWorkspacePlan(t.app, exempt.owner.workspaceId, { exempt: true });
    const trial = await freeTeamWithData(-5);
    const before = await rowsOf(due.owner.workspaceId);
    expect(before).toEqual({ comments: 2, projects: 1, notifications: 3, exports: 1 });

    const result = await runRetentionSweep(t.app, mailerFor());
    expect(result.deleted).toContainEqual({
      workspaceId: due.owner.workspaceId,
      counts: { comments: 2, screenshots: 0, projects: 1, exports: 1, notifications: 3 },
    });
    expect(await rowsOf(due.owner.workspaceId)).toEqual({ comments: 0, projects: 0, notifications: 0, exports: 0 });
    const survivor = await t.app.db.selectFrom('workspaces').selectAll().where('id', '=', due.owner.workspaceId).executeTakeFirstOrThrow();
    expect(survivor.data_deleted_at).not.toBeNull();
    const status = await call(t.baseUrl, 'GET', '/api/retention/status', { token: due.owner.token });
    expect(status.body).toMatchObject({ status: 'limited', daysRemaining: 30, commentCount: 0 });

    for (const kept of [paid, exempt, trial]) expect(await rowsOf(kept.owner.workspaceId)).toEqual(before);
  });

  it('only logs what it would delete in dry-run mode', async () => {
    const dry = await startTestApp({ billing: { ...t.config.billing, deletionDryRun: true } });
    try {
      const owner = await signUpUser(dry.baseUrl);
      await call(dry.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/projects`, {
        token: owner.token,
        body: { name: 'Site', siteUrl: 'https://site.example.com' },
      });
      await setWorkspacePlan(dry.app, owner.workspaceId, { trialEndedDaysAgo: 31 });
      const result = await runRetentionSweep(
        dry.app,
        createMailer({ smtpUrl: null, mailFrom: 'x <x@localhost>', production: false }, dry.app.log),
      );
      expect(result).toMatchObject({ dryRun: true, deleted: [{ workspaceId: owner.workspaceId, counts: { projects: 1 } }] });
      expect(await countRows(dry.app, 'projects', owner.workspaceId)).toBe(1);
    } finally {
      await dry.close();
    }
  });
});
