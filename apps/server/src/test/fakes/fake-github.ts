import { createHmac, generateKeyPairSync, randomUUID } from 'node:crypto';
import { jwtVerify } from 'jose';
import { startFakeServer, type FakeServer } from './fake-server.ts';

export const GITHUB_TOKEN = 'ghp_goodtoken';

/** The GitHub App the fake knows: its id, the installation on acme/site, and the key pair GitHub made for it. */
const appKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const GITHUB_APP = {
  appId: '424242',
  installationId: '31337',
  /** PKCS#1, as GitHub hands out an app's .pem file. */
  privateKey: appKeys.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString().trim(),
};
/** Another app's key: JWTs signed with it do not verify. */
export const OTHER_APP_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString()
  .trim();

export interface FakeIssue {
  number: number;
  title: string;
  body: string;
  labels: string[];
  state: 'open' | 'closed';
  comments: string[];
}

/**
 * GitHub's REST API for one repository (`acme/site`), as the integration uses it: the repository,
 * issues, issue comments; Bearer token auth. `deliver` sends a signed `issues` webhook like GitHub.
 */
export interface FakeGitHub extends FakeServer {
  issues: FakeIssue[];
  /** The GitHub App side: installation tokens handed out, and how long the next ones live. */
  app: { exchanges: number; tokenLifetimeMs: number; refusedTokens: number };
  /** Every installation token handed out so far stops working (GitHub's clock passed their expiry). */
  expireAppTokens(): void;
  /** Closes or reopens an issue "on github.com" and answers the webhook delivery GitHub would send, signed with `secret`. */
  changeState(number: number, action: 'closed' | 'reopened', secret: string): { body: string; headers: Record<string, string> };
}

export function signGitHub(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export async function startFakeGitHub(): Promise<FakeGitHub> {
  const server = await startFakeServer();
  const issues: FakeIssue[] = [];
  const app = { exchanges: 0, tokenLifetimeMs: 60 * 60_000, refusedTokens: 0 };
  const installationTokens = new Map<string, number>();
  const authorized = (headers: Record<string, unknown>) => {
    if (headers.authorization === `Bearer ${GITHUB_TOKEN}`) return true;
    const token = String(headers.authorization ?? '').replace(/^Bearer /, '');
    const expiresAt = installationTokens.get(token);
    if (expiresAt !== undefined && expiresAt > Date.now()) return true;
    if (expiresAt !== undefined) app.refusedTokens += 1;
    return false;
  };
  const unauthorized = { status: 401, body: { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' } };

  // A GitHub App's JWT (RS256, issued by the app id, at most 10 minutes) for an installation token.
  server.on('POST', '/app/installations/:id/access_tokens', async (request, params) => {
    const jwt = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
    try {
      const { payload } = await jwtVerify(jwt, appKeys.publicKey, { algorithms: ['RS256'], issuer: GITHUB_APP.appId });
      if (payload.exp! - payload.iat! > 600) throw new Error('too long');
    } catch {
      return { status: 401, body: { message: 'A JSON web token could not be decoded', documentation_url: 'https://docs.github.com/rest' } };
    }
    if (params.id !== GITHUB_APP.installationId) return { status: 404, body: { message: 'Not Found' } };
    app.exchanges += 1;
    const token = `ghs_${randomUUID().replace(/-/g, '')}`;
    const expiresAt = Date.now() + app.tokenLifetimeMs;
    installationTokens.set(token, expiresAt);
    return {
      status: 201,
      body: { token, expires_at: new Date(expiresAt).toISOString(), permissions: { issues: 'write' }, repository_selection: 'selected' },
    };
  });

  server.on('GET', '/repos/:owner/:repo', (request, params) => {
    if (!authorized(request.headers)) return unauthorized;
    if (`${params.owner}/${params.repo}` !== 'acme/site') return { status: 404, body: { message: 'Not Found' } };
    return { status: 200, body: { id: 1, full_name: 'acme/site', has_issues: true, permissions: { push: true } } };
  });
  server.on('POST', '/repos/:owner/:repo/issues', (request) => {
    if (!authorized(request.headers)) return unauthorized;
    const input = request.json as { title?: string; body?: string; labels?: string[] };
    if (!input.title) return { status: 422, body: { message: 'Validation Failed', errors: [{ field: 'title', code: 'missing_field' }] } };
    const issue: FakeIssue = {
      number: issues.length + 1,
      title: input.title,
      body: input.body ?? '',
      labels: input.labels ?? [],
      state: 'open',
      comments: [],
    };
    issues.push(issue);
    return {
      status: 201,
      body: {
        id: 1000 + issue.number,
        number: issue.number,
        html_url: `https://github.com/acme/site/issues/${issue.number}`,
        state: 'open',
      },
    };
  });
  server.on('PATCH', '/repos/:owner/:repo/issues/:number', (request, params) => {
    if (!authorized(request.headers)) return unauthorized;
    const issue = issues.find((i) => i.number === Number(params.number));
    if (!issue) return { status: 404, body: { message: 'Not Found' } };
    const input = request.json as { state?: 'open' | 'closed' };
    if (input.state) issue.state = input.state;
    return {
      status: 200,
      body: { number: issue.number, state: issue.state, html_url: `https://github.com/acme/site/issues/${issue.number}` },
    };
  });
  server.on('POST', '/repos/:owner/:repo/issues/:number/comments', (request, params) => {
    if (!authorized(request.headers)) return unauthorized;
    const issue = issues.find((i) => i.number === Number(params.number));
    if (!issue) return { status: 404, body: { message: 'Not Found' } };
    issue.comments.push((request.json as { body: string }).body);
    return { status: 201, body: { id: issue.comments.length } };
  });

  return Object.assign(server, {
    issues,
    app,
    expireAppTokens() {
      for (const token of installationTokens.keys()) installationTokens.set(token, 0);
    },
    changeState(number: number, action: 'closed' | 'reopened', secret: string) {
      const issue = issues.find((i) => i.number === number);
      if (!issue) throw new Error(`no issue #${number}`);
      issue.state = action === 'closed' ? 'closed' : 'open';
      const body = JSON.stringify({
        action,
        issue: { number, state: issue.state, title: issue.title, html_url: `https://github.com/acme/site/issues/${number}` },
        repository: { full_name: 'acme/site' },
        sender: { login: 'octocat' },
      });
      const headers = {
        'content-type': 'application/json',
        'x-github-event': 'issues',
        'x-github-delivery': randomUUID(),
        'x-hub-signature-256': signGitHub(secret, body),
        'user-agent': 'GitHub-Hookshot/abc123',
      };
      return { body, headers };
    },
  });
}
