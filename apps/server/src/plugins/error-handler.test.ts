import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../test/auth-factory.ts';
import { call } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function postRaw(path: string, body: string, contentType: string) {
  const response = await fetch(t.baseUrl + path, { method: 'POST', headers: { 'content-type': contentType }, body });
  return { status: response.status, body: (await response.json()) as { error: string; message: string; details?: unknown } };
}

describe('request bodies', () => {
  it('refuses malformed JSON with 400 invalid-json', async () => {
    const res = await postRaw('/api/auth/signin', '{"email": "a@example.com",', 'application/json');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'invalid-json', message: 'The request body is not valid JSON' });
  });

  it('refuses a body over 1 MiB with 413 payload-too-large', async () => {
    const body = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1_048_576) });
    const res = await postRaw('/api/auth/signin', body, 'application/json');
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('payload-too-large');
  });

  it('accepts a body just under the limit as far as parsing goes', async () => {
    const body = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1_000_000) });
    const res = await postRaw('/api/auth/signin', body, 'application/json');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation-failed');
  });

  it('refuses a text/plain body with 415 unsupported-media-type', async () => {
    const res = await postRaw('/api/auth/signin', 'email=a@example.com', 'text/plain');
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('unsupported-media-type');
  });
});

describe('validation', () => {
  it('lists every offending field, unknown keys included', async () => {
    const res = await call(t.baseUrl, 'POST', '/api/auth/signup', {
      body: { email: 'not-an-email', password: 'short', displayName: '', plan: 'pro', isAdmin: true },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation-failed');
    const paths = (res.body.details.issues as { path: string; message: string }[]).map((issue) => issue.path).sort();
    expect(paths).toEqual(['body.displayName', 'body.email', 'body.isAdmin', 'body.plan', 'body.password'].sort());
    for (const issue of res.body.details.issues) expect(issue.message).toEqual(expect.any(String));
    expect(res.body.message).toContain('body.email: Invalid email address');
    expect(res.body.message).toContain('body.displayName: Name is required');
    expect(res.body.details.issues).toContainEqual({ path: 'body.plan', message: 'Unknown field' });
  });

  it('names the missing fields of an empty object', async () => {
    const res = await call(t.baseUrl, 'POST', '/api/auth/signin', { body: {} });
    expect(res.status).toBe(400);
    const paths = (res.body.details.issues as { path: string }[]).map((issue) => issue.path).sort();
    expect(paths).toEqual(['body.email', 'body.password']);
  });

  it('checks params and query as well as bodies', async () => {
    const user = await signUpUser(t.baseUrl);
    const res = await call(t.baseUrl, 'GET', '/api/workspaces/not-a-uuid', { token: user.token });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation-failed');
    expect(res.body.details.issues[0].path).toMatch(/^params\./);
  });
});

describe('unknown routes', () => {
  it('answer 404 not-found in the one error shape', async () => {
    const res = await call(t.baseUrl, 'DELETE', '/api/definitely/not/here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'not-found', message: 'No route DELETE /api/definitely/not/here' });
  });
});
