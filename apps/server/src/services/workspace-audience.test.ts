import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../test/auth-factory.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { workspaceAudience } from './workspace-audience.ts';

describe('who in a workspace hears of a change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is its enabled endpoints, its team without clients, its enabled rules and its notifiers, read in one statement', async () => {
    const owner = await signUpUser(t.baseUrl);
    const member = await signUpUser(t.baseUrl);
    const client = await signUpUser(t.baseUrl);
    const elsewhere = await signUpUser(t.baseUrl);
    const db = t.app.db;
    const now = new Date().toISOString();
    const workspace_id = owner.workspaceId;
    await db
      .insertInto('memberships')
      .values([
        { workspace_id, user_id: member.user.uid, role: 'member', created_at: now },
        { workspace_id, user_id: client.user.uid, role: 'client', created_at: now },
      ])
      .execute();
    const endpoint = (id: string, enabled: 0 | 1, workspaceId = workspace_id) => ({
      id,
      workspace_id: workspaceId,
      url: 'https://hooks.example.com/in',
      description: '',
      event_types: '["comment.created"]',
      secret: 'whsec_c2VjcmV0',
      previous_secret: null,
      previous_secret_expires_at: null,
      enabled,
      disabled_reason: enabled ? null : ('manual' as const),
      failing_since: null,
      created_by: null,
      created_at: now,
      updated_at: now,
    });
    const [on, off, other] = [randomUUID(), randomUUID(), randomUUID()];
    await db
      .insertInto('webhook_endpoints')
      .values([endpoint(on, 1), endpoint(off, 0), endpoint(other, 1, elsewhere.workspaceId)])
      .execute();
    const rule = (id: string, trigger: 'comment-created' | 'status-changed', enabled: 0 | 1) => ({
      id,
      workspace_id,
      name: id,
      trigger,
      conditions: '[]',
      actions: '[]',
      enabled,
      position: 0,
      created_by: null,
      created_at: now,
      updated_at: now,
    });
    const [created, changed, paused] = [randomUUID(), randomUUID(), randomUUID()];
    await db
      .insertInto('automation_rules')
      .values([rule(created, 'comment-created', 1), rule(changed, 'status-changed', 1), rule(paused, 'comment-created', 0)])
      .execute();
    const integration = (id: string, provider: 'slack' | 'github') => ({
      id,
      workspace_id,
      provider,
      account_label: provider,
      credentials: 'sealed',
      settings: `{"events":["thread-created"],"of":"${provider}"}`,
      webhook_secret: null,
      last_success_at: null,
      last_error_at: null,
      last_error: null,
      created_by: null,
      created_at: now,
      updated_at: now,
    });
    const [slack, github] = [randomUUID(), randomUUID()];
    await db
      .insertInto('integrations')
      .values([integration(slack, 'slack'), integration(github, 'github')])
      .execute();

    const audience = await workspaceAudience(db, workspace_id);
    expect(audience.endpoints).toEqual([{ id: on, eventTypes: '["comment.created"]' }]);
    expect([...audience.team].sort()).toEqual([owner.user.uid, member.user.uid].sort());
    expect(audience.rules.sort((a, b) => a.trigger.localeCompare(b.trigger))).toEqual([
      { id: created, trigger: 'comment-created' },
      { id: changed, trigger: 'status-changed' },
    ]);
    expect(audience.notifiers).toEqual([{ id: slack, provider: 'slack', settings: '{"events":["thread-created"],"of":"slack"}' }]);
    // Another workspace's listeners are its own.
    expect((await workspaceAudience(db, elsewhere.workspaceId)).endpoints).toEqual([{ id: other, eventTypes: '["comment.created"]' }]);
  });
});
