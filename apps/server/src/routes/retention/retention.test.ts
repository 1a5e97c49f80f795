import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import type { Comment, ExportCompletePayload, Project } from '@commentflow/shared';
import { signUpUser } from '../../test/auth-factory.ts';
import { call, createComment, createProject, createReply, createTeam, newCommentBody, SITE_ORIGIN } from '../../test/factories.ts';
import { pngBytes } from '../../test/image-factory.ts';
import { socketClients, type ClientSocket } from '../../test/socket-clients.ts';
import { createTestDatabase, startTestApp, useTestApp, type TestApp } from '../../test/test-app.ts';

const t = useTestApp();
const sockets = socketClients();
afterAll(() => sockets.closeAll());

const requestExport = (baseUrl: string, token: string | undefined, workspaceId: string, body?: unknown) =>
  call(baseUrl, 'POST', `/api/retention/request-export?workspaceId=${workspaceId}`, { token, body });

async function download(baseUrl: string, token: string, exportId: string) {
  const response = await fetch(`${baseUrl}/api/retention/exports/${exportId}/download`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, json: () => JSON.parse(strFromU8(bytes)) };
}

/** The next `export_complete` this socket hears. */
const nextExport = (socket: ClientSocket) => new Promise<ExportCompletePayload>((resolve) => socket.once('export_complete', resolve));

/** A guest's pin with a screenshot attached, as the widget sends both. */
async function pinWithScreenshot(project: Project, screenshot: Buffer): Promise<Comment> {
  const created = await call(t.baseUrl, 'POST', `/api/widget/${project.publicKey}/comments`, {
    origin: SITE_ORIGIN,
    body: newCommentBody({ body: 'Logo, "blurry" =on retina', guest: { name: 'Gina Guest', email: 'gina@example.com' } }),
  });
  const token = encodeURIComponent(created.body.screenshotUploadToken);
  const uploaded = await fetch(
    `${t.baseUrl}/api/widget/${project.publicKey}/comments/${created.body.comment.id}/screenshot?token=${token}`,
    {
      method: 'POST',
      headers: { 'content-type': 'image/png', origin: SITE_ORIGIN },
      body: new Uint8Array(screenshot),
    },
  );
  expect(uploaded.status).toBe(201);
  return created.body.comment;
}

/** The rows of a CSV this export wrote (no cell of these tests spans lines). */
const csvRows = (text: string) => text.trimEnd().split('\r\n');

describe('POST /api/retention/request-export', () => {
  it("builds the owner's archive: every thread with its replies, every project, the screenshots; tells only the requester", async () => {
    const { owner, admin, member, project } = await createTeam(t.app, t.baseUrl);
    const second = await createProject(t.baseUrl, owner.token, owner.workspaceId, {
      name: 'Docs site',
      siteUrl: 'https://docs.example.com',
    });
    const screenshot = pngBytes(64, 32);
    const guestPin = await pinWithScreenshot(project, screenshot);
    const memberPin = await createComment(t.baseUrl, project, { token: member.token, body: { body: 'Footer links 404' } });
    await createReply(t.baseUrl, owner.token, guestPin.id, 'Fixed in the next release');
    await createReply(t.baseUrl, member.token, guestPin.id, 'Verified on staging');
    const other = await createTeam(t.app, t.baseUrl);
    await createComment(t.baseUrl, other.project, { body: { body: 'Not in this workspace' } });

    const ownerSocket = await sockets.connect(t.baseUrl, { token: owner.token });
    const adminSocket = await sockets.connect(t.baseUrl, { token: admin.token });
    let adminHeard = false;
    adminSocket.on('export_complete', () => (adminHeard = true));
    const complete = nextExport(ownerSocket);

    const res = await requestExport(t.baseUrl, owner.token, owner.workspaceId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      exportId: expect.any(String),
      message: 'We are preparing your export. You will be told here when it is ready to download.',
    });
    const done = await complete;
    expect(done).toEqual({
      userId: owner.user.uid,
      workspaceId: owner.workspaceId,
      exportId: res.body.exportId,
      status: 'ready',
      downloadUrl: `/api/retention/exports/${res.body.exportId}/download`,
      expiresAt: expect.any(String),
    });
    const days = (Date.parse(done.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const file = await download(t.baseUrl, owner.token, res.body.exportId);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/zip');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="commentflow-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.zip"$/);
    // Never sniffed into something a browser would run, and inert even if opened as a page.
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    const entries = unzipSync(file.bytes);
    expect(Object.keys(entries).sort()).toEqual([
      'comments.csv',
      'comments.json',
      'projects.csv',
      'projects.json',
      `screenshots/${guestPin.id}.png`,
    ]);
    expect(Buffer.from(entries[`screenshots/${guestPin.id}.png`]!).equals(screenshot)).toBe(true);

    const threads = JSON.parse(strFromU8(entries['comments.json']!));
    expect(threads).toHaveLength(2);
    expect(threads[0]).toMatchObject({
      id: guestPin.id,
      projectName: 'Marketing site',
      body: 'Logo, "blurry" =on retina',
      status: 'open',
      author: { id: null, name: 'Gina Guest', email: 'gina@example.com', isGuest: true },
      screenshot: `screenshots/${guestPin.id}.png`,
      anchor: { selector: '#hero > img' },
    });
    expect(threads[0].replies.map((r: { body: string; author: { name: string } }) => [r.author.name, r.body])).toEqual([
      ['Olive Owner', 'Fixed in the next release'],
      ['Max Member', 'Verified on staging'],
    ]);
    expect(threads[1]).toMatchObject({
      id: memberPin.id,
      body: 'Footer links 404',
      author: { id: member.user.uid, email: member.email },
      screenshot: null,
      replies: [],
    });

    const rows = csvRows(strFromU8(entries['comments.csv']!));
    expect(rows[0]).toBe(
      'id,thread_id,kind,project_id,project_name,page_url,page_title,status,priority,assignee_name,assignee_email,author_name,author_email,author_is_guest,body,screenshot,created_at,updated_at,resolved_at',
    );
    expect(rows).toHaveLength(5);
    expect(rows[1]).toContain(`${guestPin.id},${guestPin.id},thread,${project.id},Marketing site,`);
    // Quoted for its comma and quotes; the '=' inside is no formula, so it stays as written.
    expect(rows[1]).toContain(`,"Logo, ""blurry"" =on retina",screenshots/${guestPin.id}.png,`);
    expect(rows[2]).toMatch(new RegExp(`^[\\w-]+,${guestPin.id},reply,.*,Olive Owner,${owner.email},false,Fixed in the next release,,`));
    expect(rows[4]).toContain(`${memberPin.id},${memberPin.id},thread,`);

    const projects = JSON.parse(strFromU8(entries['projects.json']!));
    expect(projects.map((p: { id: string; name: string }) => [p.id, p.name])).toEqual([
      [project.id, 'Marketing site'],
      [second.id, 'Docs site'],
    ]);
    expect(projects[1]).toMatchObject({ siteUrl: second.siteUrl, allowedOrigins: second.allowedOrigins, allowGuests: second.allowGuests });
    const projectRows = csvRows(strFromU8(entries['projects.csv']!));
    expect(projectRows[0]).toBe('id,name,site_url,allowed_origins,allow_guests,created_at,updated_at');
    expect(projectRows).toHaveLength(3);

    expect(adminHeard).toBe(false);
  });

  it('lets owners and admins export; members and clients get 403, other workspaces 404', async () => {
    const { owner, admin, member, client } = await createTeam(t.app, t.baseUrl);
    const stranger = await signUpUser(t.baseUrl);
    for (const who of [member, client]) {
      const res = await requestExport(t.baseUrl, who.token, owner.workspaceId);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'forbidden', message: 'Only owners and admins can export the workspace data' });
    }
    expect((await requestExport(t.baseUrl, stranger.token, owner.workspaceId)).status).toBe(404);
    expect((await requestExport(t.baseUrl, undefined, owner.workspaceId)).status).toBe(401);

    const adminSocket = await sockets.connect(t.baseUrl, { token: admin.token });
    const complete = nextExport(adminSocket);
    const byAdmin = await requestExport(t.baseUrl, admin.token, owner.workspaceId, {});
    expect(byAdmin.status).toBe(200);
    expect((await complete).status).toBe('ready');

    // The download: the workspace's current owners and admins only.
    expect((await download(t.baseUrl, admin.token, byAdmin.body.exportId)).status).toBe(200);
    expect((await download(t.baseUrl, owner.token, byAdmin.body.exportId)).status).toBe(200);
    for (const who of [member, client]) {
      const refused = await download(t.baseUrl, who.token, byAdmin.body.exportId);
      expect(refused.status).toBe(403);
      expect(refused.json().message).toBe('Only owners and admins can download the workspace data');
    }
    const hidden = await download(t.baseUrl, stranger.token, byAdmin.body.exportId);
    expect(hidden.status).toBe(404);
    expect(hidden.json()).toEqual({ error: 'not-found', message: 'Export not found' });
    expect((await fetch(`${t.baseUrl}/api/retention/exports/${byAdmin.body.exportId}/download`)).status).toBe(401);
  });

  it('authorises the download as of now: an admin demoted after asking can no longer download it', async () => {
    const { owner, admin } = await createTeam(t.app, t.baseUrl);
    const socket = await sockets.connect(t.baseUrl, { token: admin.token });
    const complete = nextExport(socket);
    const asked = await requestExport(t.baseUrl, admin.token, owner.workspaceId);
    expect((await complete).status).toBe('ready');
    expect((await download(t.baseUrl, admin.token, asked.body.exportId)).status).toBe(200);

    for (const role of ['member', 'client']) {
      const demoted = await call(t.baseUrl, 'PATCH', `/api/workspaces/${owner.workspaceId}/members/${admin.user.uid}`, {
        token: owner.token,
        body: { role },
      });
      expect(demoted.status).toBe(200);
      const refused = await download(t.baseUrl, admin.token, asked.body.exportId);
      expect(refused.status).toBe(403);
      expect(refused.json()).toEqual({ error: 'forbidden', message: 'Only owners and admins can download the workspace data' });
      expect(strFromU8(refused.bytes)).not.toContain('comments.json');
    }
    const removed = await call(t.baseUrl, 'DELETE', `/api/workspaces/${owner.workspaceId}/members/${admin.user.uid}`, {
      token: owner.token,
    });
    expect(removed.status).toBe(204);
    expect((await download(t.baseUrl, admin.token, asked.body.exportId)).status).toBe(404);
    expect((await download(t.baseUrl, owner.token, asked.body.exportId)).status).toBe(200);
  });

  it('refuses a malformed or foreign workspace id and unknown body fields, naming the field', async () => {
    const { owner } = await createTeam(t.app, t.baseUrl);
    const malformed = await call(t.baseUrl, 'POST', '/api/retention/request-export?workspaceId=nope', { token: owner.token });
    expect(malformed.status).toBe(400);
    expect(malformed.body.details.issues.map((i: { path: string }) => i.path)).toEqual(['querystring.workspaceId']);
    const extra = await requestExport(t.baseUrl, owner.token, owner.workspaceId, { format: 'xml' });
    expect(extra.status).toBe(400);
    expect((await requestExport(t.baseUrl, owner.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('answers an expired export with 410 and words the messages in French when asked', async () => {
    const { owner } = await createTeam(t.app, t.baseUrl);
    const socket = await sockets.connect(t.baseUrl, { token: owner.token });
    const complete = nextExport(socket);
    const french = await call(t.baseUrl, 'POST', `/api/retention/request-export?workspaceId=${owner.workspaceId}`, {
      token: owner.token,
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(french.body.message).toBe("Nous préparons votre export. Vous serez prévenu ici dès qu'il sera prêt à télécharger.");
    await complete;
    await t.app.db
      .updateTable('data_exports')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', french.body.exportId)
      .execute();
    const expired = await download(t.baseUrl, owner.token, french.body.exportId);
    expect(expired.status).toBe(410);
    expect(expired.json()).toEqual({ error: 'export-expired', message: 'This export has expired: request a new one' });
  });
});

describe('a second request while the first export is being built', () => {
  // This instance takes requests but runs no job (JOB_WORKERS=false), so the first export is certainly
  // still queued when the second request arrives; a worker instance on the same database builds it.
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let queueOnly: TestApp;
  let worker: TestApp | null = null;
  beforeAll(async () => {
    database = await createTestDatabase();
    queueOnly = await startTestApp({ jobWorkers: false }, database);
  });
  afterAll(async () => {
    await worker?.close();
    await queueOnly.close();
    await database.drop();
  });

  it('joins the export in the making instead of building a second one', async () => {
    const owner = await signUpUser(queueOnly.baseUrl, { displayName: 'Quinn Queue' });
    const project = await createProject(queueOnly.baseUrl, owner.token, owner.workspaceId);
    await createComment(queueOnly.baseUrl, project);

    const first = await requestExport(queueOnly.baseUrl, owner.token, owner.workspaceId);
    const again = await requestExport(queueOnly.baseUrl, owner.token, owner.workspaceId);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      success: true,
      exportId: first.body.exportId,
      message: 'Your export is already being prepared. You will be told here when it is ready to download.',
    });
    const notYet = await download(queueOnly.baseUrl, owner.token, first.body.exportId);
    expect(notYet.status).toBe(409);
    expect(notYet.json().message).toBe('This export is not ready yet');

    // The worker takes the queued job as it starts.
    worker = await startTestApp({}, database);
    await vi.waitFor(async () => expect((await download(queueOnly.baseUrl, owner.token, first.body.exportId)).status).toBe(200), {
      timeout: 10_000,
    });
    const ready = await download(queueOnly.baseUrl, owner.token, first.body.exportId);
    expect(JSON.parse(strFromU8(unzipSync(ready.bytes)['comments.json']!))).toHaveLength(1);

    // Once it is built, a new request starts a new export, and the worker's socket hears of it.
    const socket = await sockets.connect(worker.baseUrl, { token: owner.token });
    const complete = nextExport(socket);
    const later = await requestExport(queueOnly.baseUrl, owner.token, owner.workspaceId);
    expect(later.body.exportId).not.toBe(first.body.exportId);
    expect(await complete).toMatchObject({ exportId: later.body.exportId, status: 'ready' });
  });
});
