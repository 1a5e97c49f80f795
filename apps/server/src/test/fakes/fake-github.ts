import { createHmac, randomUUID } from 'node:crypto';
import { startFakeServer, type FakeServer } from './fake-server.ts';

export const GITHUB_TOKEN = 'ghp_goodtoken';

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
  /** Closes or reopens an issue "on github.com" and answers the webhook delivery GitHub would send, signed with `secret`. */
  changeState(number: number, action: 'closed' | 'reopened', secret: string): { body: string; headers: Record<string, string> };
}

export function signGitHub(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export async function startFakeGitHub(): Promise<FakeGitHub> {
  const server = await startFakeServer();
  const issues: FakeIssue[] = [];
  const authorized = (headers: Record<string, unknown>) => headers.authorization === `Bearer ${GITHUB_TOKEN}`;
  const unauthorized = { status: 401, body: { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' } };

  server.on('GET', '/repos/:owner/:repo', (request, params) => {
    if (!authorized(request.headers)) return unauthorized;
    if (`${params.owner}/${params.repo}` !== 'acme/site') return { status: 404, body: { message: 'Not Found' } };
    return { status: 200, body: { id: 1, full_name: 'acme/site', has_issues: true, permissions: { push: true } } };
  });
  server.on('POST', '/repos/:owner/:repo/issues', (request) => {
    if (!authorized(request.headers)) return unauthorized;
    const input = request.json as { title?: string; body?: string; labels?: string[] };
    if (!input.title) return { status: 422, body: { message: 'Validation Failed', errors: [{ field: 'title', code: 'missing_field' }] } };
    const issue: FakeIssue = { number: issues.length + 1, title: input.title, body: input.body ?? '', labels: input.labels ?? [], state: 'open', comments: [] };
    issues.push(issue);
    return { status: 201, body: { id: 1000 + issue.number, number: issue.number, html_url: `https://github.com/acme/site/issues/${issue.number}`, state: 'open' } };
  });
  server.on('PATCH', '/repos/:owner/:repo/issues/:number', (request, params) => {
    if (!authorized(request.headers)) return unauthorized;
    const issue = issues.find((i) => i.number === Number(params.number));
    if (!issue) return { status: 404, body: { message: 'Not Found' } };
    const input = request.json as { state?: 'open' | 'closed' };
    if (input.state) issue.state = input.state;
    return { status: 200, body: { number: issue.number, state: issue.state, html_url: `https://github.com/acme/site/issues/${issue.number}` } };
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
