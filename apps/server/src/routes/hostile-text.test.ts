import { describe, expect, it } from 'vitest';
import { signUpUser } from '../test/auth-factory.ts';
import { call, createProject, newCommentBody, SITE_ORIGIN } from '../test/factories.ts';
import { useTestApp } from '../test/test-app.ts';

// Null bytes (PostgreSQL refuses them in text) and the bidirectional controls that make a name read
// differently from what it is (U+202E turns "exe.txt" around) are refused at the edge, on both engines,
// with the field named; nothing is stored.
const t = useTestApp();

const NULL = 'Ann\u0000a';
const OVERRIDE = 'Invoice \u202Etxt.exe';
const ISOLATE = 'Bob\u2066 admin\u2069';

const issuesOf = (body: { details?: { issues?: { path: string; message: string }[] } }) => body.details?.issues ?? [];

describe('hostile characters in names and single-line text', () => {
  it('are refused in every name, each with its field and a message saying why', async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const cases: { method: string; path: string; body: (value: string) => unknown; field: string; token?: string; origin?: string }[] = [
      {
        method: 'POST',
        path: '/api/auth/signup',
        body: (v) => ({ email: `x-${Math.random()}@example.com`, password: 'long enough 1', displayName: v }),
        field: 'body.displayName',
      },
      { method: 'PATCH', path: '/api/users/me', body: (v) => ({ displayName: v }), field: 'body.displayName', token: owner.token },
      { method: 'POST', path: '/api/workspaces', body: (v) => ({ name: v }), field: 'body.name', token: owner.token },
      { method: 'PATCH', path: `/api/workspaces/${owner.workspaceId}`, body: (v) => ({ name: v }), field: 'body.name', token: owner.token },
      {
        method: 'POST',
        path: `/api/workspaces/${owner.workspaceId}/projects`,
        body: (v) => ({ name: v, siteUrl: `${SITE_ORIGIN}/` }),
        field: 'body.name',
        token: owner.token,
      },
      { method: 'PATCH', path: `/api/projects/${project.id}`, body: (v) => ({ name: v }), field: 'body.name', token: owner.token },
      {
        method: 'POST',
        path: `/api/widget/${project.publicKey}/comments`,
        body: (v) => newCommentBody({ guest: { name: v, email: 'gina@example.com' } }),
        field: 'body.guest.name',
        origin: SITE_ORIGIN,
      },
      {
        method: 'POST',
        path: '/api/roadmap/requests',
        body: (v) => ({ title: `A request ${v}`, body: 'Details of the request' }),
        field: 'body.title',
        token: owner.token,
      },
    ];
    const expected = [
      [NULL, 'Must not contain a null character'],
      [OVERRIDE, 'Must not contain bidirectional control characters (U+202A to U+202E, U+2066 to U+2069)'],
      [ISOLATE, 'Must not contain bidirectional control characters (U+202A to U+202E, U+2066 to U+2069)'],
      ['Two\nlines', 'Must be one line, without control characters'],
    ] as const;
    for (const { method, path, body, field, token, origin } of cases) {
      for (const [value, message] of expected) {
        const res = await call(t.baseUrl, method, path, { token, origin, body: body(value) });
        expect({ path, value, status: res.status, error: res.body.error }).toEqual({
          path,
          value,
          status: 400,
          error: 'validation-failed',
        });
        expect(issuesOf(res.body)).toContainEqual({ path: field, message });
      }
    }
    // Nothing of it was stored.
    const me = await call(t.baseUrl, 'GET', '/api/auth/me', { token: owner.token });
    expect(me.body.user.displayName).toBe('Test User');
  });

  it('keeps the marks right-to-left names need (U+200E, U+200F) and ordinary accents', async () => {
    const owner = await signUpUser(t.baseUrl);
    for (const name of ['\u200Fשרה כהן\u200F', 'Zoë Ødegaard-Ñúñez', '李小龍']) {
      const res = await call(t.baseUrl, 'PATCH', '/api/users/me', { token: owner.token, body: { displayName: name } });
      expect(res.status).toBe(200);
      expect(res.body.user.displayName).toBe(name);
    }
  });

  it('refuses a null byte in comment and reply bodies with 400, never a database error', async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const pin = await call(t.baseUrl, 'POST', `/api/widget/${project.publicKey}/comments`, {
      origin: SITE_ORIGIN,
      token: owner.token,
      body: newCommentBody({ body: 'Before\u0000after' }),
    });
    expect(pin.status).toBe(400);
    expect(issuesOf(pin.body)).toContainEqual({ path: 'body.body', message: 'Must not contain a null character' });
    const ok = await call(t.baseUrl, 'POST', `/api/widget/${project.publicKey}/comments`, {
      origin: SITE_ORIGIN,
      token: owner.token,
      body: newCommentBody({ body: 'Line one\nLine two' }),
    });
    expect(ok.status).toBe(201);
    const reply = await call(t.baseUrl, 'POST', `/api/comments/${ok.body.comment.id}/replies`, {
      token: owner.token,
      body: { body: 'x\u0000y' },
    });
    expect(reply.status).toBe(400);
    const roadmap = await call(t.baseUrl, 'POST', '/api/roadmap/requests', {
      token: owner.token,
      body: { title: 'A fine title', body: 'Body\u0000here' },
    });
    expect(roadmap.status).toBe(400);
  });

  it('finds a null byte at any depth, in a key too, and in the query, naming each place', async () => {
    const owner = await signUpUser(t.baseUrl);
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const pin = await call(t.baseUrl, 'POST', `/api/widget/${project.publicKey}/comments`, {
      origin: SITE_ORIGIN,
      token: owner.token,
      body: newCommentBody({
        meta: {
          custom: { 'pl\u0000an': 'Pro' },
          console: [
            { level: 'error', message: 'fine', at: '2026-11-30T08:00:00.000Z' },
            { level: 'warn', message: 'b\u0000d', at: '2026-11-30T08:00:01.000Z' },
          ],
        },
      }),
    });
    expect(pin.status).toBe(400);
    expect(issuesOf(pin.body)).toEqual([
      { path: 'body.meta.custom', message: 'Must not contain a null character' },
      { path: 'body.meta.console.1.message', message: 'Must not contain a null character' },
    ]);
    const list = await call(
      t.baseUrl,
      'GET',
      `/api/widget/${project.publicKey}/comments?pageUrl=${encodeURIComponent(`${SITE_ORIGIN}/\u0000`)}`,
      {
        origin: SITE_ORIGIN,
        token: owner.token,
      },
    );
    expect(list.status).toBe(400);
    expect(issuesOf(list.body)).toEqual([{ path: 'query.pageUrl', message: 'Must not contain a null character' }]);
  });
});
