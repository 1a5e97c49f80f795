import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../test/auth-factory.ts';
import { call, createComment, createProject } from '../test/factories.ts';
import { createTestDatabase, startTestApp, type TestApp } from '../test/test-app.ts';
import { pgBossSchemaFor } from '../jobs/pg-boss-job-store.ts';
import { SQLITE_FILE } from './sqlite-backup.ts';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** Data a restore must bring back: two accounts, and a thread with a reply and a second pin. */
async function writeData(instance: TestApp): Promise<{ owner: SignedUpUser; teammate: SignedUpUser; bodies: string[] }> {
  const owner = await signUpUser(instance.baseUrl);
  const teammate = await signUpUser(instance.baseUrl);
  const project = await createProject(instance.baseUrl, owner.token, owner.workspaceId);
  const thread = await createComment(instance.baseUrl, project, { body: { body: 'The logo is cut off' } });
  await createComment(instance.baseUrl, project, { body: { body: 'Typo in the footer' } });
  const reply = await call(instance.baseUrl, 'POST', `/api/comments/${thread.id}/replies`, {
    token: owner.token,
    body: { body: 'Fixed in the next deploy' },
  });
  expect(reply.status).toBe(201);
  return { owner, teammate, bodies: ['Fixed in the next deploy', 'The logo is cut off', 'Typo in the footer'] };
}

/** What the restored server must still know: both accounts sign in, and every comment is there. */
async function expectData(instance: TestApp, data: Awaited<ReturnType<typeof writeData>>): Promise<void> {
  for (const user of [data.owner, data.teammate]) {
    const signIn = await call(instance.baseUrl, 'POST', '/api/auth/signin', { body: { email: user.email, password: user.password } });
    expect(signIn.status).toBe(200);
  }
  const list = await call(instance.baseUrl, 'GET', `/api/workspaces/${data.owner.workspaceId}/comments`, { token: data.owner.token });
  expect(list.status).toBe(200);
  const threads = list.body.comments as { id: string; body: string }[];
  const replies = await Promise.all(
    threads.map(
      async (thread) =>
        (await call(instance.baseUrl, 'GET', `/api/comments/${thread.id}`, { token: data.owner.token })).body.replies as { body: string }[],
    ),
  );
  expect([...threads, ...replies.flat()].map((comment) => comment.body).sort()).toEqual(data.bodies);
}

describe.runIf(process.env.TEST_DB === 'sqlite')('the SQLite backup drill (README "Back up and restore")', () => {
  it('backs up online with npm run admin -- backup, and a restored copy has every user and comment', async () => {
    const database = await createTestDatabase();
    const dataDir = database.settings.dataDir!;
    const backups = mkdtempSync(join(tmpdir(), 'cf-backup-'));
    const backup = join(backups, 'commentflow-backup.db');
    let instance: TestApp | null = await startTestApp({}, database);
    try {
      const data = await writeData(instance);
      // While the server runs, as an operator would (the admin command of the README, with DATA_DIR).
      const run = spawnSync('npx', ['tsx', 'scripts/admin.ts', 'backup', backup], {
        cwd: SERVER_DIR,
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/Backed up to .*: 2 users, 3 comments; integrity check ok/);
      await instance.close();
      instance = null;

      // The disaster: the database file is garbage and its WAL gone.
      writeFileSync(join(dataDir, SQLITE_FILE), randomBytes(8192));
      for (const suffix of ['-wal', '-shm']) rmSync(join(dataDir, SQLITE_FILE + suffix), { force: true });
      await expect(startTestApp({}, { settings: database.settings, drop: async () => undefined })).rejects.toThrow();

      // The restore of the README: the server stopped, the copy put back in place.
      copyFileSync(backup, join(dataDir, SQLITE_FILE));
      instance = await startTestApp({}, database);
      await expectData(instance, data);
    } finally {
      await instance?.close();
      await database.drop();
      rmSync(backups, { recursive: true, force: true });
    }
  });

  it('refuses a PostgreSQL configuration and points to pg_dump', () => {
    const run = spawnSync('npx', ['tsx', 'scripts/admin.ts', 'backup', join(tmpdir(), 'never.db')], {
      cwd: SERVER_DIR,
      env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('pg_dump');
  });
});

const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;
if (process.env.TEST_DB === 'postgres' && !hasPgDump)
  console.warn('SKIPPED: the PostgreSQL backup drill needs pg_dump and psql, which are not installed');

describe.runIf(process.env.TEST_DB === 'postgres')('the PostgreSQL backup drill (README "Back up and restore")', () => {
  // Two apps, pg_dump, a new database and pg_restore: 6 s alone, past 20 s beside the other test workers.
  const timeout = 60_000;
  it.skipIf(!hasPgDump)('restores a pg_dump into a fresh database with every user and comment', { timeout }, async () => {
    const database = await createTestDatabase();
    const schema = database.settings.databaseSchema!;
    const url = database.settings.databaseUrl!;
    const fresh = `cf_restore_${randomBytes(5).toString('hex')}`;
    const freshUrl = Object.assign(new URL(url), { pathname: `/${fresh}` }).toString();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    let instance: TestApp | null = await startTestApp({}, database);
    try {
      const data = await writeData(instance);
      await instance.close();
      instance = null;
      // The app's schema and the job layer's beside it, as the README's command dumps them.
      const dump = execFileSync('pg_dump', ['--format=custom', `--schema=${schema}`, `--schema=${pgBossSchemaFor(schema)}`, url]);
      await admin.query(`create database ${fresh}`);
      execFileSync('pg_restore', ['--no-owner', `--dbname=${freshUrl}`], { input: dump });
      await database.drop(); // the original is gone: only the restored copy is left

      instance = await startTestApp({ databaseUrl: freshUrl, databaseSchema: schema });
      await expectData(instance, data);
    } finally {
      await instance?.close();
      await database.drop();
      await admin.query(`drop database if exists ${fresh} with (force)`);
      await admin.end();
    }
  });
});
