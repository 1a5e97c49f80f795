import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_BODY_MAX } from '@commentflow/shared';
import { signUpUser } from '../test/auth-factory.ts';
import { call, createComment, createProject, newCommentBody, SITE_ORIGIN } from '../test/factories.ts';
import { useAppBehindProxy } from '../test/app-behind-proxy.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

const widgetComment = (baseUrl: string, publicKey: string, body = 'Stored while the database was fine') =>
  call(baseUrl, 'POST', `/api/widget/${publicKey}/comments`, {
    origin: SITE_ORIGIN,
    body: newCommentBody({ body, guest: { name: 'Gina Guest', email: 'gina@example.com' } }),
  });

const listedBodies = async (instance: TestApp, token: string, workspaceId: string): Promise<string[]> => {
  const res = await call(instance.baseUrl, 'GET', `/api/workspaces/${workspaceId}/comments?limit=100`, { token });
  expect(res.status).toBe(200);
  return (res.body.comments as { body: string }[]).map((comment) => comment.body).sort();
};

// PostgreSQL reached through a TCP proxy the test cuts and restores: a database restart, seen from the
// app, without restarting the machine's PostgreSQL.
describe.runIf(process.env.TEST_DB === 'postgres')('a PostgreSQL restart', () => {
  const behind = useAppBehindProxy();

  it('answers 503 database-unavailable at once while it is away, and works again, with everything stored, once it is back', async () => {
    const { proxy, instance } = behind();
    const owner = await signUpUser(instance.baseUrl);
    const project = await createProject(instance.baseUrl, owner.token, owner.workspaceId);
    await createComment(instance.baseUrl, project, { body: { body: 'Before the restart' } });

    proxy.cut();
    const started = Date.now();
    const read = await call(instance.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/comments`, { token: owner.token });
    const write = await widgetComment(instance.baseUrl, project.publicKey, 'Sent during the restart');
    expect(Date.now() - started).toBeLessThan(10_000);
    for (const res of [read, write]) {
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        error: 'database-unavailable',
        message: 'The database cannot be reached right now, so nothing was changed. Try again in a few seconds.',
      });
      expect(res.headers.get('retry-after')).toBe('5');
    }
    const french = await call(instance.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/comments`, {
      token: owner.token,
      headers: { 'accept-language': 'fr' },
    });
    expect(french.body.message).toContain('La base de données est injoignable');

    proxy.restore();
    await expect
      .poll(async () => (await widgetComment(instance.baseUrl, project.publicKey, 'After the restart')).status, { timeout: 15_000 })
      .toBe(201);
    expect(await listedBodies(instance, owner.token, owner.workspaceId)).toEqual(['After the restart', 'Before the restart']);
  });
});

// PostgreSQL that stops answering without closing anything (a dead network path, a frozen server), and
// one that is too slow (a lock held too long): requests answer 503 rather than wait forever.
describe.runIf(process.env.TEST_DB === 'postgres')('a PostgreSQL that stalls or is too slow', () => {
  const behind = useAppBehindProxy({ databaseQueryTimeoutMs: 500 });

  const expectUnavailable = (res: Awaited<ReturnType<typeof call>>) => {
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ error: 'database-unavailable' });
    expect(res.headers.get('retry-after')).toBe('5');
  };

  it('answers 503 database-unavailable on a stalled connection, frees the pool of it, and works again once the path is back', async () => {
    const { proxy, instance } = behind();
    const owner = await signUpUser(instance.baseUrl);
    const project = await createProject(instance.baseUrl, owner.token, owner.workspaceId);
    await createComment(instance.baseUrl, project, { body: { body: 'Before the stall' } });

    proxy.stall();
    expectUnavailable(await widgetComment(instance.baseUrl, project.publicKey, 'Sent during the stall'));
    // More requests than the pool has connections: a stalled one held for good would leave these waiting.
    const crowd = await Promise.all(
      Array.from({ length: 12 }, () =>
        call(instance.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/comments`, { token: owner.token }),
      ),
    );
    for (const res of crowd) expectUnavailable(res);

    // The stalled connections stay stalled (only new ones pass): working again means the pool dropped them.
    proxy.restore();
    await expect
      .poll(async () => (await widgetComment(instance.baseUrl, project.publicKey, 'After the stall')).status, { timeout: 15_000 })
      .toBe(201);
    expect(await listedBodies(instance, owner.token, owner.workspaceId)).toEqual(['After the stall', 'Before the stall']);
  });

  it('answers 503 database-unavailable when a statement waits past DATABASE_QUERY_TIMEOUT_MS, and at once normally after', async () => {
    const { instance, schema } = behind();
    const owner = await signUpUser(instance.baseUrl);
    const project = await createProject(instance.baseUrl, owner.token, owner.workspaceId);
    await createComment(instance.baseUrl, project, { body: { body: 'Readable before and after' } });

    // Another session holds the comments table: the list's statement waits for it until PostgreSQL cancels it.
    const locker = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query(`lock table ${schema}.comments in access exclusive mode`);
      expectUnavailable(await call(instance.baseUrl, 'GET', `/api/workspaces/${owner.workspaceId}/comments`, { token: owner.token }));
      await locker.query('rollback');
    } finally {
      await locker.end();
    }
    expect(await listedBodies(instance, owner.token, owner.workspaceId)).toEqual(['Readable before and after']);
  });
});

// A full disk, simulated by capping the database at the pages it already has (PRAGMA max_page_count).
describe.runIf(process.env.TEST_DB === 'sqlite')('a full disk under SQLite', () => {
  let instance: TestApp;
  beforeAll(async () => {
    instance = await startTestApp();
  });
  afterAll(async () => {
    await instance?.close();
  });

  it('answers 507 storage-full saying what to do, damages nothing stored, and saves again once there is room', async () => {
    const owner = await signUpUser(instance.baseUrl);
    const project = await createProject(instance.baseUrl, owner.token, owner.workspaceId);
    const stored = ['First, stored before the disk filled', 'Second, stored before the disk filled'];
    for (const body of stored) await createComment(instance.baseUrl, project, { body: { body } });

    const [pages] = (await sql<{ page_count: number }>`pragma page_count`.execute(instance.app.db)).rows;
    await sql.raw(`pragma max_page_count = ${pages!.page_count}`).execute(instance.app.db);
    let full = null;
    // The free pages inside the file fill first; each accepted comment is one the list must show.
    for (let attempt = 0; attempt < 200 && !full; attempt++) {
      const res = await widgetComment(instance.baseUrl, project.publicKey, `Filler ${attempt} ${'x'.repeat(COMMENT_BODY_MAX - 20)}`);
      if (res.status === 201) stored.push(res.body.comment.body);
      else full = res;
    }
    expect(full?.status).toBe(507);
    expect(full?.body).toEqual({
      error: 'storage-full',
      message:
        "The server's disk is full, so this was not saved (what is already stored is intact). Tell the administrator of this CommentFlow server to free disk space, then try again.",
    });

    const [check] = (await sql<{ integrity_check: string }>`pragma integrity_check`.execute(instance.app.db)).rows;
    expect(check?.integrity_check).toBe('ok');
    expect(await listedBodies(instance, owner.token, owner.workspaceId)).toEqual([...stored].sort());

    await sql.raw('pragma max_page_count = 1073741823').execute(instance.app.db);
    expect((await widgetComment(instance.baseUrl, project.publicKey, 'Once there is room again')).status).toBe(201);
  });
});
