import { describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { call, createComment, createTeam } from '../../test/factories.ts';
import { connectFakeGitHub, useFakeGitHub } from '../../test/fakes/github-fixture.ts';
import { REACH_LOCAL_FAKES } from '../../test/fakes/fake-server.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp({ ...REACH_LOCAL_FAKES, jobPollMs: 50 });
const fakeGitHub = useFakeGitHub();

async function connect(secret: string): Promise<Client> {
  const client = new Client({ name: 'test-assistant', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${t.baseUrl}/api/mcp`), { requestInit: { headers: { authorization: `Bearer ${secret}` } } }),
  );
  return client;
}

async function keyFor(token: string, workspaceId: string, scopes: string[]) {
  return (await call(t.baseUrl, 'POST', `/api/workspaces/${workspaceId}/api-keys`, { token, body: { name: 'Assistant', scopes } })).body
    .secret as string;
}

const text = (result: unknown) => JSON.parse((result as { content: { text: string }[] }).content[0]!.text);

describe('the MCP server', () => {
  it('initialises with a read key and offers only the read tools, which read the workspace', async () => {
    const { owner, project } = await createTeam(t.app, t.baseUrl);
    const comment = await createComment(t.baseUrl, project, {
      body: {
        body: 'The checkout button overlaps the footer',
        anchor: { selector: '#checkout', textQuote: { exact: 'Pay now' }, offsetX: 0.5, offsetY: 0.5 },
        meta: { console: [{ level: 'error', message: 'TypeError: x is undefined', at: '2026-01-01T00:00:00.000Z' }] },
      },
    });
    const client = await connect(await keyFor(owner.token, owner.workspaceId, ['read']));
    expect(client.getServerVersion()?.name).toBe('commentflow-feedback');

    const tools = (await client.listTools()).tools.map((tool) => tool.name).sort();
    expect(tools).toEqual(['get_thread', 'list_comments', 'list_projects']);

    expect(text(await client.callTool({ name: 'list_projects', arguments: {} })).projects).toEqual([
      { id: project.id, name: project.name, siteUrl: project.siteUrl },
    ]);
    const listed = text(await client.callTool({ name: 'list_comments', arguments: { status: 'open', pageUrl: comment.pageUrl } }));
    expect(listed.comments.map((c: { id: string }) => c.id)).toEqual([comment.id]);
    expect(text(await client.callTool({ name: 'list_comments', arguments: { status: 'resolved' } })).comments).toEqual([]);

    const thread = text(await client.callTool({ name: 'get_thread', arguments: { commentId: comment.id } }));
    expect(thread).toMatchObject({
      id: comment.id,
      pageUrl: comment.pageUrl,
      anchor: { selector: '#checkout', elementText: 'Pay now' },
      console: [{ level: 'error', message: 'TypeError: x is undefined' }],
      network: [],
      screenshotUrl: null,
    });

    // A write tool does not exist for this key.
    const refused = await client.callTool({ name: 'set_status', arguments: { commentId: comment.id, status: 'resolved' } });
    expect(refused.isError).toBe(true);
    await client.close();
  });

  it('with a write key, replies, changes status and assigns, as the REST API would', async () => {
    const { owner, member, project } = await createTeam(t.app, t.baseUrl);
    const comment = await createComment(t.baseUrl, project);
    const client = await connect(await keyFor(owner.token, owner.workspaceId, ['read', 'write']));
    expect((await client.listTools()).tools.map((tool) => tool.name).sort()).toEqual([
      'assign',
      'get_thread',
      'list_comments',
      'list_projects',
      'reply',
      'set_status',
    ]);

    await client.callTool({ name: 'reply', arguments: { commentId: comment.id, body: 'Fixed in #42' } });
    await client.callTool({ name: 'set_status', arguments: { commentId: comment.id, status: 'resolved' } });
    await client.callTool({ name: 'assign', arguments: { commentId: comment.id, assigneeId: member.user.uid } });

    const thread = await call(t.baseUrl, 'GET', `/api/comments/${comment.id}`, { token: owner.token });
    expect(thread.body.comment).toMatchObject({ status: 'resolved', assigneeId: member.user.uid });
    expect(thread.body.replies.map((r: { body: string }) => r.body)).toEqual(['Fixed in #42']);
    // Each change is the key's, in the thread's history.
    const history = await call(t.baseUrl, 'GET', `/api/comments/${comment.id}/api-key-activity`, { token: owner.token });
    expect(
      history.body.activity.map((entry: { key: { name: string }; action: string }) => `${entry.key.name} ${entry.action}`).sort(),
    ).toEqual(['Assistant assigned', 'Assistant reply-created', 'Assistant status-changed']);
    await client.close();
  });

  it("answers another workspace's thread as not found, and refuses callers without a key", async () => {
    const { owner } = await createTeam(t.app, t.baseUrl);
    const other = await createTeam(t.app, t.baseUrl);
    const foreign = await createComment(t.baseUrl, other.project);
    const client = await connect(await keyFor(owner.token, owner.workspaceId, ['read', 'write']));
    const result = await client.callTool({ name: 'get_thread', arguments: { commentId: foreign.id } });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toContain('Comment not found');
    const write = await client.callTool({ name: 'set_status', arguments: { commentId: foreign.id, status: 'resolved' } });
    expect(write.isError).toBe(true);
    await client.close();
    expect((await call(t.baseUrl, 'GET', `/api/comments/${foreign.id}`, { token: other.owner.token })).body.comment.status).toBe('open');

    const anonymous = await fetch(`${t.baseUrl}/api/mcp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(anonymous.status).toBe(401);
    const person = await fetch(`${t.baseUrl}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: '{}',
    });
    expect(person.status).toBe(403);
  });

  it("sets off what the same change through the REST API would: rules, the ticket's state and mirrored replies", async () => {
    const { owner, member, project } = await createTeam(t.app, t.baseUrl);
    const rule = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/automation-rules`, {
      token: owner.token,
      body: {
        name: 'Resolved goes to Max',
        trigger: 'status-changed',
        conditions: [{ type: 'status', statuses: ['resolved'] }],
        actions: [{ type: 'assign', assigneeId: member.user.uid }],
      },
    });
    const assigned = await call(t.baseUrl, 'POST', `/api/workspaces/${owner.workspaceId}/automation-rules`, {
      token: owner.token,
      body: { name: 'Assigned is urgent', trigger: 'assigned', actions: [{ type: 'set-priority', priority: 'critical' }] },
    });
    const gh = fakeGitHub();
    const { integration } = await connectFakeGitHub(t.baseUrl, gh, owner, { mirrorReplies: true });
    const comment = await createComment(t.baseUrl, project);
    const ticket = await call(t.baseUrl, 'POST', `/api/comments/${comment.id}/tickets`, {
      token: owner.token,
      body: { integrationId: integration.id },
    });
    const issue = gh.issues.find((i) => `#${i.number}` === ticket.body.ticket.key)!;
    const client = await connect(await keyFor(owner.token, owner.workspaceId, ['read', 'write']));

    await client.callTool({ name: 'reply', arguments: { commentId: comment.id, body: 'Fixed in #42' } });
    await expect.poll(() => issue.comments, { timeout: 10_000 }).toEqual([expect.stringContaining('> Fixed in #42')]);

    await client.callTool({ name: 'set_status', arguments: { commentId: comment.id, status: 'resolved' } });
    await expect.poll(() => issue.state, { timeout: 10_000 }).toBe('closed');
    const runs = async (ruleId: string) =>
      (await call(t.baseUrl, 'GET', `/api/automation-rules/${ruleId}/runs`, { token: owner.token })).body.runs as { matched: boolean }[];
    await expect.poll(() => runs(rule.body.rule.id), { timeout: 10_000 }).toMatchObject([{ matched: true }]);
    const thread = async () => (await call(t.baseUrl, 'GET', `/api/comments/${comment.id}`, { token: owner.token })).body.comment;
    expect(await thread()).toMatchObject({ status: 'resolved', assigneeId: member.user.uid });
    // The rule's own assignment starts no rule; the assistant's does.
    expect(await runs(assigned.body.rule.id)).toEqual([]);
    await client.callTool({ name: 'assign', arguments: { commentId: comment.id, assigneeId: owner.user.uid } });
    await expect.poll(() => runs(assigned.body.rule.id), { timeout: 10_000 }).toMatchObject([{ matched: true }]);
    expect(await thread()).toMatchObject({ assigneeId: owner.user.uid, priority: 'critical' });
    await client.close();
  });
});
