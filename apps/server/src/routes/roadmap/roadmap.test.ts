import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../test/auth-factory.ts';
import { call } from '../../test/factories.ts';
import { laterMillisecond } from '../../test/clock.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { setInstanceAdmin } from '../../services/set-instance-admin.ts';

let t: TestApp;
let admin: SignedUpUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signUpUser(t.baseUrl, { displayName: 'Ada Admin' });
  expect(await setInstanceAdmin(t.app.db, admin.email, true)).toBe(true);
});
afterAll(async () => {
  await t.close();
});

async function submit(user: SignedUpUser, title = `Dark mode ${Math.random()}`, body = 'Please add a dark theme') {
  const res = await call(t.baseUrl, 'POST', '/api/roadmap/requests', { token: user.token, body: { title, body } });
  expect(res.status).toBe(201);
  return res.body.request;
}

describe('feature requests', () => {
  it('a signed-in user submits a request, under review with no votes, shown by display name only', async () => {
    const user = await signUpUser(t.baseUrl, { displayName: 'Sam Submitter' });
    const res = await call(t.baseUrl, 'POST', '/api/roadmap/requests', {
      token: user.token,
      body: { title: '  Slack integration  ', body: 'Post new comments to a channel' },
    });
    expect(res.status).toBe(201);
    expect(res.body.request).toEqual({
      id: expect.any(String),
      title: 'Slack integration',
      body: 'Post new comments to a channel',
      status: 'under_review',
      voteCount: 0,
      commentCount: 0,
      votedByMe: false,
      author: { displayName: 'Sam Submitter' },
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toContain(user.email);
  });

  it('refuses a title under 3 or over 120 characters, a body over 5000 and unknown fields', async () => {
    const user = await signUpUser(t.baseUrl);
    const res = await call(t.baseUrl, 'POST', '/api/roadmap/requests', {
      token: user.token,
      body: { title: 'ab', body: 'x'.repeat(5001), status: 'done' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation-failed');
    const paths = res.body.details.issues.map((issue: { path: string }) => issue.path).sort();
    expect(paths).toEqual(['body.body', 'body.status', 'body.title']);
    const long = await call(t.baseUrl, 'POST', '/api/roadmap/requests', { token: user.token, body: { title: 'x'.repeat(121), body: '' } });
    expect(long.status).toBe(400);
  });

  it('lists by status, top voted first or newest first, with detail and comments', async () => {
    const user = await signUpUser(t.baseUrl);
    const older = await submit(user, 'Older request');
    await laterMillisecond(Date.parse(older.createdAt));
    const newer = await submit(user, 'Newer request');
    const voter = await signUpUser(t.baseUrl);
    await call(t.baseUrl, 'POST', `/api/roadmap/requests/${older.id}/vote`, { token: voter.token });

    const top = await call(t.baseUrl, 'GET', '/api/roadmap/requests?status=under_review&sort=top');
    expect(top.status).toBe(200);
    const topIds = top.body.requests.map((r: { id: string }) => r.id);
    expect(topIds.indexOf(older.id)).toBeLessThan(topIds.indexOf(newer.id));
    expect(top.body.requests.every((r: { status: string }) => r.status === 'under_review')).toBe(true);

    const fresh = await call(t.baseUrl, 'GET', '/api/roadmap/requests?sort=new');
    const freshIds = fresh.body.requests.map((r: { id: string }) => r.id);
    expect(freshIds.indexOf(newer.id)).toBeLessThan(freshIds.indexOf(older.id));

    const planned = await call(t.baseUrl, 'GET', '/api/roadmap/requests?status=planned');
    expect(planned.body.requests.map((r: { id: string }) => r.id)).not.toContain(older.id);

    const bad = await call(t.baseUrl, 'GET', '/api/roadmap/requests?status=shipped');
    expect(bad.status).toBe(400);

    const detail = await call(t.baseUrl, 'GET', `/api/roadmap/requests/${older.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual({ request: { ...older, voteCount: 1 }, comments: [] });

    const missing = await call(t.baseUrl, 'GET', '/api/roadmap/requests/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('not-found');
  });
});

describe('votes', () => {
  it('counts one vote per user: a second vote is 409, unvoting takes it back', async () => {
    const author = await signUpUser(t.baseUrl);
    const request = await submit(author);
    const voter = await signUpUser(t.baseUrl);
    const url = `/api/roadmap/requests/${request.id}/vote`;

    const first = await call(t.baseUrl, 'POST', url, { token: voter.token });
    expect(first.status).toBe(200);
    expect(first.body.request).toMatchObject({ id: request.id, voteCount: 1, votedByMe: true });

    const second = await call(t.baseUrl, 'POST', url, { token: voter.token });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ error: 'conflict', message: 'You already voted for this' });

    const listed = await call(t.baseUrl, 'GET', '/api/roadmap/requests', { token: voter.token });
    expect(listed.body.requests.find((r: { id: string }) => r.id === request.id)).toMatchObject({ voteCount: 1, votedByMe: true });
    const anonymous = await call(t.baseUrl, 'GET', '/api/roadmap/requests');
    expect(anonymous.body.requests.find((r: { id: string }) => r.id === request.id)).toMatchObject({ voteCount: 1, votedByMe: false });

    const other = await call(t.baseUrl, 'POST', url, { token: author.token });
    expect(other.body.request).toMatchObject({ voteCount: 2, votedByMe: true });

    const withdrawn = await call(t.baseUrl, 'DELETE', url, { token: voter.token });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.request).toMatchObject({ voteCount: 1, votedByMe: false });
    const again = await call(t.baseUrl, 'DELETE', url, { token: voter.token });
    expect(again.body.request).toMatchObject({ voteCount: 1, votedByMe: false });
  });

  it('counts racing votes of one user once', async () => {
    const voter = await signUpUser(t.baseUrl);
    const request = await submit(voter);
    const url = `/api/roadmap/requests/${request.id}/vote`;
    const results = await Promise.all(Array.from({ length: 5 }, () => call(t.baseUrl, 'POST', url, { token: voter.token })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    const detail = await call(t.baseUrl, 'GET', `/api/roadmap/requests/${request.id}`);
    expect(detail.body.request.voteCount).toBe(1);
  });

  it('answers 404 for a vote on a request that does not exist', async () => {
    const voter = await signUpUser(t.baseUrl);
    const res = await call(t.baseUrl, 'POST', '/api/roadmap/requests/00000000-0000-4000-8000-000000000000/vote', { token: voter.token });
    expect(res.status).toBe(404);
  });
});

describe('comments', () => {
  it('a signed-in user comments; the detail lists comments oldest first and counts them', async () => {
    const author = await signUpUser(t.baseUrl);
    const request = await submit(author);
    const commenter = await signUpUser(t.baseUrl, { displayName: 'Cleo Commenter' });
    const url = `/api/roadmap/requests/${request.id}/comments`;
    const first = await call(t.baseUrl, 'POST', url, { token: commenter.token, body: { body: 'Yes please' } });
    expect(first.status).toBe(201);
    expect(first.body.comment).toEqual({
      id: expect.any(String),
      body: 'Yes please',
      author: { displayName: 'Cleo Commenter' },
      createdAt: expect.any(String),
    });
    await call(t.baseUrl, 'POST', url, { token: author.token, body: { body: 'Thanks!' } });

    const detail = await call(t.baseUrl, 'GET', `/api/roadmap/requests/${request.id}`);
    expect(detail.body.request.commentCount).toBe(2);
    expect(detail.body.comments.map((c: { body: string }) => c.body)).toEqual(['Yes please', 'Thanks!']);

    const empty = await call(t.baseUrl, 'POST', url, { token: author.token, body: { body: '   ' } });
    expect(empty.status).toBe(400);
  });
});

describe('status changes', () => {
  it('an instance admin moves a request along; anyone else gets 403', async () => {
    const author = await signUpUser(t.baseUrl);
    const request = await submit(author);
    const url = `/api/roadmap/requests/${request.id}`;

    const refused = await call(t.baseUrl, 'PATCH', url, { token: author.token, body: { status: 'planned' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('forbidden');

    const planned = await call(t.baseUrl, 'PATCH', url, { token: admin.token, body: { status: 'planned' } });
    expect(planned.status).toBe(200);
    expect(planned.body.request).toMatchObject({ id: request.id, status: 'planned' });
    const listed = await call(t.baseUrl, 'GET', '/api/roadmap/requests?status=planned');
    expect(listed.body.requests.map((r: { id: string }) => r.id)).toContain(request.id);

    const invalid = await call(t.baseUrl, 'PATCH', url, { token: admin.token, body: { status: 'shipped' } });
    expect(invalid.status).toBe(400);
  });

  it('revoking instance admin takes the right away', async () => {
    const former = await signUpUser(t.baseUrl);
    await setInstanceAdmin(t.app.db, former.email, true);
    const request = await submit(former);
    const url = `/api/roadmap/requests/${request.id}`;
    expect((await call(t.baseUrl, 'PATCH', url, { token: former.token, body: { status: 'done' } })).status).toBe(200);
    await setInstanceAdmin(t.app.db, former.email, false);
    expect((await call(t.baseUrl, 'PATCH', url, { token: former.token, body: { status: 'planned' } })).status).toBe(403);
    expect(await setInstanceAdmin(t.app.db, 'nobody@example.com', true)).toBe(false);
  });
});

describe('signed out', () => {
  it('reads the roadmap and changelog, but every write needs sign-in', async () => {
    const author = await signUpUser(t.baseUrl);
    const request = await submit(author);
    expect((await call(t.baseUrl, 'GET', '/api/roadmap/requests')).status).toBe(200);
    expect((await call(t.baseUrl, 'GET', '/api/changelog')).status).toBe(200);
    const writes: [string, string, unknown][] = [
      ['POST', '/api/roadmap/requests', { title: 'Anonymous idea', body: '' }],
      ['POST', `/api/roadmap/requests/${request.id}/vote`, undefined],
      ['DELETE', `/api/roadmap/requests/${request.id}/vote`, undefined],
      ['POST', `/api/roadmap/requests/${request.id}/comments`, { body: 'Me too' }],
      ['PATCH', `/api/roadmap/requests/${request.id}`, { status: 'done' }],
      ['POST', '/api/changelog', { title: 'Hacked', markdown: 'nope' }],
    ];
    for (const [method, path, body] of writes) {
      const res = await call(t.baseUrl, method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error).toBe('unauthorized');
    }
    const detail = await call(t.baseUrl, 'GET', `/api/roadmap/requests/${request.id}`);
    expect(detail.body.request).toMatchObject({ status: 'under_review', voteCount: 0, commentCount: 0 });
  });

  it('refuses a forged bearer token on writes', async () => {
    const res = await call(t.baseUrl, 'POST', '/api/roadmap/requests', { token: 'not.a.token', body: { title: 'Forged', body: '' } });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid-token');
  });
});

describe('changelog', () => {
  it('an admin publishes markdown; the list renders it as safe HTML, newest first', async () => {
    // Blank lines between the pieces, so each is parsed on its own (markdown link, HTML block...).
    const hostile = [
      '## Faster pins',
      'Pins load **twice** as fast. See [the docs](https://example.com/docs).',
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(2)">',
      '[x](javascript:alert(3))',
      '<a href="JaVaScRiPt:alert(4)" onclick="alert(5)">y</a>',
      '<iframe src="https://evil.example.net"></iframe>',
      '<p style="background:url(javascript:alert(6))">styled</p>',
    ].join('\n\n');
    const first = await call(t.baseUrl, 'POST', '/api/changelog', {
      token: admin.token,
      body: { title: 'Release 1.1', markdown: hostile },
    });
    expect(first.status).toBe(201);
    const html: string = first.body.entry.html;
    expect(first.body.entry).toMatchObject({ id: expect.any(String), title: 'Release 1.1', publishedAt: expect.any(String) });
    expect(html).toContain('<h2>Faster pins</h2>');
    expect(html).toContain('<strong>twice</strong>');
    expect(html).toContain('href="https://example.com/docs"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html.toLowerCase()).not.toContain('<script');
    expect(html).not.toMatch(/(href|src)\s*=\s*["']?\s*javascript:/i);
    expect(html.toLowerCase()).not.toContain('javascript:');
    expect(html.toLowerCase()).not.toContain('onerror');
    expect(html.toLowerCase()).not.toContain('onclick');
    expect(html.toLowerCase()).not.toContain('<iframe');
    expect(html.toLowerCase()).not.toContain('style=');
    expect(html).toContain('>x</a>');

    const second = await call(t.baseUrl, 'POST', '/api/changelog', {
      token: admin.token,
      body: { title: 'Release 1.2', markdown: 'Small fixes.' },
    });
    const list = await call(t.baseUrl, 'GET', '/api/changelog');
    expect(list.status).toBe(200);
    const ids = list.body.entries.map((e: { id: string }) => e.id);
    expect(ids.indexOf(second.body.entry.id)).toBeLessThan(ids.indexOf(first.body.entry.id));
    expect(list.body.entries.find((e: { id: string }) => e.id === first.body.entry.id).html).toBe(html);
  });

  it('a non-admin cannot publish', async () => {
    const user = await signUpUser(t.baseUrl);
    const res = await call(t.baseUrl, 'POST', '/api/changelog', { token: user.token, body: { title: 'Mine', markdown: 'text' } });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('forbidden');
  });
});

describe('roadmap throttles', () => {
  it('takes at most 5 requests an hour from one user, and 30 comments', async () => {
    const poster = await signUpUser(t.baseUrl, { displayName: 'Pat Poster' });
    for (let i = 0; i < 5; i++) await submit(poster, `Idea ${i}`);
    const refused = await call(t.baseUrl, 'POST', '/api/roadmap/requests', {
      token: poster.token,
      body: { title: 'Idea 6', body: 'One more' },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('rate-limited');
    expect(refused.body.message).toMatch(/^You posted several requests in a short time\. Wait \d+ seconds and try again\.$/);
    const listed = await call(t.baseUrl, 'GET', '/api/roadmap/requests');
    expect(listed.body.requests.filter((request: { title: string }) => request.title === 'Idea 6')).toEqual([]);
    // Someone else still posts.
    await submit(await signUpUser(t.baseUrl));

    const target = await submit(await signUpUser(t.baseUrl));
    const comment = () =>
      call(t.baseUrl, 'POST', `/api/roadmap/requests/${target.id}/comments`, { token: poster.token, body: { body: 'Me too' } });
    for (let i = 0; i < 30; i++) expect((await comment()).status).toBe(201);
    const tooMany = await comment();
    expect(tooMany.status).toBe(429);
    expect(tooMany.body.message).toMatch(/^You posted many comments in a short time\. Wait \d+ seconds and try again\.$/);
  });
});
