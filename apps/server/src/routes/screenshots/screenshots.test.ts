import { afterAll, describe, expect, it } from 'vitest';
import type { Comment, Project } from '@commentflow/shared';
import { signUpUser } from '../../test/auth-factory.ts';
import { addMember, call, createProject, newCommentBody, SITE_ORIGIN } from '../../test/factories.ts';
import { jpegBytes, pngBytes, webpBytes } from '../../test/image-factory.ts';
import { socketClients, until } from '../../test/socket-clients.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const sockets = socketClients();
afterAll(() => sockets.closeAll());

const GUEST = { name: 'Gina Guest', email: 'gina@example.com' };

async function ownerWithProject() {
  const owner = await signUpUser(t.baseUrl);
  const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
  return { owner, project };
}

/** A new pin through the widget, with the upload token its creator receives. */
async function pin(project: Project, token?: string) {
  const body = newCommentBody(token ? {} : { guest: GUEST });
  const res = await call<{ comment: Comment; screenshotUploadToken: string | null }>(
    t.baseUrl,
    'POST',
    `/api/widget/${project.publicKey}/comments`,
    {
      origin: SITE_ORIGIN,
      token,
      body,
    },
  );
  expect(res.status).toBe(201);
  return { comment: res.body.comment, uploadToken: res.body.screenshotUploadToken!, body };
}

async function upload(
  project: Project,
  commentId: string,
  uploadToken: string,
  bytes: Buffer,
  options: { type?: string; origin?: string; bearer?: string } = {},
) {
  const headers: Record<string, string> = { 'content-type': options.type ?? 'image/png', origin: options.origin ?? SITE_ORIGIN };
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  const response = await fetch(
    `${t.baseUrl}/api/widget/${project.publicKey}/comments/${commentId}/screenshot?token=${encodeURIComponent(uploadToken)}`,
    {
      method: 'POST',
      headers,
      body: new Uint8Array(bytes),
    },
  );
  const body = (await response.json()) as { error?: string; message?: string; comment: Comment };
  return { status: response.status, body, headers: response.headers };
}

async function readScreenshot(commentId: string, token?: string) {
  const response = await fetch(`${t.baseUrl}/api/comments/${commentId}/screenshot`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('POST /api/widget/:key/comments/:commentId/screenshot', () => {
  it("attaches the guest author's PNG, tells the dashboard, and members read it back byte for byte", async () => {
    const { owner, project } = await ownerWithProject();
    const dashboard = await sockets.connect(t.baseUrl, { token: owner.token });
    await dashboard.emitWithAck('join-workspace', { workspaceId: owner.workspaceId });
    const updates: Comment[] = [];
    dashboard.on('comment-updated', ({ comment }) => updates.push(comment));

    const { comment, uploadToken } = await pin(project);
    expect(comment.screenshot).toBeNull();
    const image = pngBytes(800, 450);
    const res = await upload(project, comment.id, uploadToken, image);
    expect(res.status).toBe(201);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    const url = `/api/comments/${comment.id}/screenshot`;
    expect(res.body.comment.screenshot).toEqual({ width: 800, height: 450, url });

    await until(() => updates.length > 0);
    expect(updates.map((c) => [c.id, c.screenshot?.url])).toEqual([[comment.id, url]]);

    const thread = await call(t.baseUrl, 'GET', `/api/comments/${comment.id}`, { token: owner.token });
    expect(thread.body.comment.screenshot).toEqual({ width: 800, height: 450, url });
    const read = await readScreenshot(comment.id, owner.token);
    expect(read.status).toBe(200);
    expect(read.type).toBe('image/png');
    expect(read.bytes.equals(image)).toBe(true);
    // Its stored type only, never sniffed; inert even when opened as a page of its own.
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(read.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
  });

  it('accepts JPEG and WebP, from a member creator with the same session', async () => {
    const { owner, project } = await ownerWithProject();
    const jpeg = await pin(project, owner.token);
    expect(
      (await upload(project, jpeg.comment.id, jpeg.uploadToken, jpegBytes(1280, 720), { type: 'image/jpeg', bearer: owner.token })).body
        .comment.screenshot,
    ).toMatchObject({ width: 1280, height: 720 });
    const webp = await pin(project, owner.token);
    const res = await upload(project, webp.comment.id, webp.uploadToken, webpBytes(390, 844), { type: 'image/webp', bearer: owner.token });
    expect(res.status).toBe(201);
    expect((await readScreenshot(webp.comment.id, owner.token)).type).toBe('image/webp');
  });

  it('refuses a second upload with 409', async () => {
    const { project } = await ownerWithProject();
    const { comment, uploadToken } = await pin(project);
    expect((await upload(project, comment.id, uploadToken, pngBytes(10, 10))).status).toBe(201);
    const again = await upload(project, comment.id, uploadToken, pngBytes(20, 20));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('conflict');
  });

  it('refuses files over 5 MB with 413', async () => {
    const { project } = await ownerWithProject();
    const { comment, uploadToken } = await pin(project);
    const big = Buffer.concat([pngBytes(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(project, comment.id, uploadToken, big);
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('payload-too-large');
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
  });

  it('refuses a small file that decodes to a huge picture (a decompression bomb) with 413, and stores nothing', async () => {
    const { owner, project } = await ownerWithProject();
    const { comment, uploadToken } = await pin(project);
    // 8000 x 5000 grey pixels: about 40 KB on the wire, 160 MB once a browser decodes it to RGBA.
    const bomb = pngBytes(8000, 5000);
    expect(bomb.length).toBeLessThan(200_000);
    const res = await upload(project, comment.id, uploadToken, bomb);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: 'payload-too-large',
      message: 'The image is 8000x5000 pixels (40 million): a screenshot has at most 21 million pixels and 8192 a side',
    });
    expect((await readScreenshot(comment.id, owner.token)).status).toBe(404);
    // The widget's own largest picture (a 2560 x 1440 viewport at 2x) still goes through.
    expect((await upload(project, comment.id, uploadToken, pngBytes(5120, 2880))).status).toBe(201);
  });

  it('refuses SVG, other types, a fake PNG header with garbage, and a type that does not match the bytes', async () => {
    const { project } = await ownerWithProject();
    const { comment, uploadToken } = await pin(project);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const cases = [
      { bytes: svg, type: 'image/svg+xml', message: /image\/png, image\/jpeg or image\/webp/ },
      { bytes: svg, type: 'image/png', message: /SVG/ },
      { bytes: Buffer.from('GIF89a...'), type: 'image/gif', message: /SVG is refused/ },
      { bytes: Buffer.from('{"a":1}'), type: 'application/json', message: /image\/png/ },
      {
        bytes: Buffer.concat([pngBytes(4, 4).subarray(0, 16), Buffer.from('garbage'.repeat(40))]),
        type: 'image/png',
        message: /not a valid PNG/,
      },
      { bytes: jpegBytes(10, 10), type: 'image/png', message: /image\/jpeg, not image\/png/ },
    ];
    for (const { bytes, type, message } of cases) {
      const res = await upload(project, comment.id, uploadToken, bytes, { type });
      expect({ type, status: res.status, error: res.body.error }).toEqual({ type, status: 415, error: 'unsupported-media-type' });
      expect(res.body.message).toMatch(message);
    }
    expect((await readScreenshot(comment.id, (await signUpUser(t.baseUrl)).token)).status).toBe(404);
  });

  it('refuses a wrong Origin, a missing or foreign token, and a member token from another session', async () => {
    const { owner, project } = await ownerWithProject();
    const { comment, uploadToken } = await pin(project);
    const other = await pin(project);

    const foreign = await upload(project, comment.id, uploadToken, pngBytes(10, 10), { origin: 'https://evil.example.net' });
    expect([foreign.status, foreign.body.error]).toEqual([403, 'origin-not-allowed']);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();

    const swapped = await upload(project, comment.id, other.uploadToken, pngBytes(10, 10));
    expect([swapped.status, swapped.body.error]).toEqual([403, 'forbidden']);
    const forged = await upload(project, comment.id, `${uploadToken.slice(0, -4)}AAAA`, pngBytes(10, 10));
    expect([forged.status, forged.body.error]).toEqual([403, 'forbidden']);
    const missing = await fetch(`${t.baseUrl}/api/widget/${project.publicKey}/comments/${comment.id}/screenshot`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', origin: SITE_ORIGIN },
      body: new Uint8Array(pngBytes(10, 10)),
    });
    expect(missing.status).toBe(400);

    const mine = await pin(project, owner.token);
    const withoutSession = await upload(project, mine.comment.id, mine.uploadToken, pngBytes(10, 10));
    expect([withoutSession.status, withoutSession.body.error]).toEqual([403, 'forbidden']);

    const otherProject = await createProject(t.baseUrl, owner.token, owner.workspaceId, { siteUrl: SITE_ORIGIN });
    const elsewhere = await upload(otherProject, comment.id, uploadToken, pngBytes(10, 10));
    expect(elsewhere.status).toBe(404);
  });

  it('refuses an upload once the short window after writing the comment has passed', async () => {
    const { project } = await ownerWithProject();
    const { comment, uploadToken } = await pin(project);
    const longAgo = new Date(Date.now() - 11 * 60_000).toISOString();
    await t.app.db.updateTable('comments').set({ created_at: longAgo }).where('id', '=', comment.id).execute();
    const late = await upload(project, comment.id, uploadToken, pngBytes(10, 10));
    expect([late.status, late.body.error]).toEqual([403, 'forbidden']);
    expect(late.body.message).toMatch(/right after the comment is written/);
  });

  it('gives the same author a fresh upload token when the create answer was lost, until a screenshot is attached', async () => {
    const { owner, project } = await ownerWithProject();
    const create = (body: object, token?: string) =>
      call<{ comment: Comment; screenshotUploadToken: string | null }>(t.baseUrl, 'POST', `/api/widget/${project.publicKey}/comments`, {
        origin: SITE_ORIGIN,
        token,
        body,
      });

    const guestPin = await pin(project);
    const replayed = await create(guestPin.body);
    expect([replayed.status, replayed.body.comment.id]).toEqual([200, guestPin.comment.id]);
    expect(replayed.body.screenshotUploadToken).toEqual(expect.any(String));
    expect((await upload(project, guestPin.comment.id, replayed.body.screenshotUploadToken!, pngBytes(10, 10))).status).toBe(201);
    expect((await create(guestPin.body)).body.screenshotUploadToken).toBeNull();

    const memberPin = await pin(project, owner.token);
    const memberReplay = await create(memberPin.body, owner.token);
    expect(memberReplay.status).toBe(200);
    const attached = await upload(project, memberPin.comment.id, memberReplay.body.screenshotUploadToken!, pngBytes(10, 10), {
      bearer: owner.token,
    });
    expect(attached.body.comment.screenshot).toMatchObject({ width: 10, height: 10 });
    expect((await create(memberPin.body, owner.token)).body.screenshotUploadToken).toBeNull();
  });

  it('gives no upload token to anyone else replaying a clientId', async () => {
    const { owner, project } = await ownerWithProject();
    const teammate = await signUpUser(t.baseUrl);
    await addMember(t.app, owner.workspaceId, teammate.user.uid, 'member');
    const create = (body: object, token?: string) =>
      call<{ comment: Comment; screenshotUploadToken: string | null }>(t.baseUrl, 'POST', `/api/widget/${project.publicKey}/comments`, {
        origin: SITE_ORIGIN,
        token,
        body,
      });

    const guestPin = await pin(project);
    const attempts = [
      await create({ ...guestPin.body, guest: { ...GUEST, email: 'someone.else@example.com' } }),
      await create({ ...guestPin.body, guest: { ...GUEST, name: 'Not Gina' } }),
      await create({ ...guestPin.body, guest: undefined }, owner.token),
    ];
    const memberPin = await pin(project, owner.token);
    attempts.push(await create({ ...memberPin.body, guest: GUEST }), await create(memberPin.body, teammate.token));
    for (const attempt of attempts) {
      expect(attempt.status).toBe(200);
      expect(attempt.body.screenshotUploadToken).toBeNull();
    }
  });
});

describe('GET /api/comments/:commentId/screenshot', () => {
  it('needs sign-in and answers 404 to members of another workspace', async () => {
    const { owner, project } = await ownerWithProject();
    const { comment, uploadToken } = await pin(project);
    expect((await upload(project, comment.id, uploadToken, pngBytes(10, 10))).status).toBe(201);
    expect((await readScreenshot(comment.id)).status).toBe(401);
    const outsider = await signUpUser(t.baseUrl);
    const read = await readScreenshot(comment.id, outsider.token);
    expect(read.status).toBe(404);
    expect(JSON.parse(read.bytes.toString()).error).toBe('not-found');
    expect((await readScreenshot(comment.id, owner.token)).status).toBe(200);
  });
});
