import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Comment } from '@commentflow/shared';
import { signUpUser } from '../../test/auth-factory.ts';
import { addMember, call, createComment, createProject, createReply } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

// The list answers each comment as kept for its revision (services/presented-comments.ts), and the
// database bumps the revision on every change to what a comment shows (migration 0019). These changes
// are made after the list has kept the comment, through the API and straight in the database (the
// triggers must see every write path), and each must show in the very next list.
describe('the comment list after a change to a listed comment', () => {
  it('shows the change at once, whatever made it, and answers each comment as its own page does', async () => {
    const owner = await signUpUser(t.baseUrl, { displayName: 'Olive Owner' });
    const member = await signUpUser(t.baseUrl, { displayName: 'Max Member' });
    await addMember(t.app, owner.workspaceId, member.user.uid, 'member');
    const project = await createProject(t.baseUrl, owner.token, owner.workspaceId);
    const byOwner = await createComment(t.baseUrl, project, { token: owner.token });
    const byMember = await createComment(t.baseUrl, project, { token: member.token });
    const db = t.app.db;
    const now = () => new Date().toISOString();

    /** The list as the owner gets it, each comment checked against GET /api/comments/:id (presented anew). */
    const listed = async (): Promise<Map<string, Comment>> => {
      const list = await call<{ comments: Comment[]; nextCursor: string | null }>(
        t.baseUrl,
        'GET',
        `/api/workspaces/${owner.workspaceId}/comments?limit=50`,
        { token: owner.token },
      );
      expect(list.status).toBe(200);
      expect(list.body.nextCursor).toBeNull();
      for (const comment of list.body.comments) {
        const page = await call<{ comment: Comment }>(t.baseUrl, 'GET', `/api/comments/${comment.id}`, { token: owner.token });
        expect(comment).toEqual(page.body.comment);
      }
      return new Map(list.body.comments.map((comment) => [comment.id, comment]));
    };
    expect((await listed()).get(byOwner.id)?.status).toBe('open');
    // Twice: the second answer is the kept one.
    expect([...(await listed()).keys()]).toEqual([byMember.id, byOwner.id]);

    await call(t.baseUrl, 'PATCH', `/api/comments/${byOwner.id}`, { token: owner.token, body: { status: 'resolved' } });
    expect((await listed()).get(byOwner.id)?.status).toBe('resolved');

    await createReply(t.baseUrl, member.token, byOwner.id);
    expect((await listed()).get(byOwner.id)?.replyCount).toBe(1);

    await call(t.baseUrl, 'PATCH', '/api/users/me', { token: owner.token, body: { displayName: 'Olive Renamed' } });
    expect((await listed()).get(byOwner.id)?.author.displayName).toBe('Olive Renamed');

    await db
      .insertInto('screenshots')
      .values({
        comment_id: byOwner.id,
        workspace_id: owner.workspaceId,
        media_type: 'image/png',
        width: 1280,
        height: 720,
        byte_size: 1,
        data: Buffer.from([0]),
        created_at: now(),
      })
      .execute();
    expect((await listed()).get(byOwner.id)?.screenshot).toMatchObject({ width: 1280, height: 720 });

    const findingId = randomUUID();
    await db
      .insertInto('aria_findings')
      .values({
        id: findingId,
        workspace_id: owner.workspaceId,
        project_id: project.id,
        page_url: byOwner.pageUrl,
        page_pattern: byOwner.pageUrl,
        detector: 'accessibility',
        rule: 'image-alt',
        severity: 'serious',
        title: 'Image without alt text',
        subject: 'img',
        fingerprint: 'fingerprint',
        evidence: '',
        fix_hint: '',
        anchor: null,
        occurrences: 1,
        first_seen_at: now(),
        last_seen_at: now(),
        status: 'open',
        source: 'member',
        comment_id: byOwner.id,
        routing: '[]',
        resolved_at: null,
      })
      .execute();
    expect((await listed()).get(byOwner.id)?.aria?.occurrences).toBe(1);
    await db.updateTable('aria_findings').set({ occurrences: 7 }).where('id', '=', findingId).execute();
    expect((await listed()).get(byOwner.id)?.aria?.occurrences).toBe(7);

    const keyId = randomUUID();
    await db
      .insertInto('api_keys')
      .values({
        id: keyId,
        workspace_id: owner.workspaceId,
        name: 'CI',
        prefix: 'cf_test',
        secret_hash: 'hash',
        scopes: '["write"]',
        project_id: null,
        created_by: owner.user.uid,
        created_at: now(),
        expires_at: null,
        last_used_at: null,
        revoked_at: null,
      })
      .execute();
    await db.updateTable('comments').set({ api_key_id: keyId }).where('id', '=', byMember.id).execute();
    expect((await listed()).get(byMember.id)?.viaApiKey).toEqual({ id: keyId, name: 'CI' });
    await db.updateTable('api_keys').set({ name: 'Release bot' }).where('id', '=', keyId).execute();
    expect((await listed()).get(byMember.id)?.viaApiKey).toEqual({ id: keyId, name: 'Release bot' });
    // The key's row gone, the comment's reference to it is set null by the foreign key's action.
    await db.deleteFrom('api_keys').where('id', '=', keyId).execute();
    expect((await listed()).get(byMember.id)?.viaApiKey).toBeNull();

    await db.deleteFrom('screenshots').where('comment_id', '=', byOwner.id).execute();
    await db.deleteFrom('aria_findings').where('id', '=', findingId).execute();
    const bare = (await listed()).get(byOwner.id);
    expect(bare?.screenshot).toBeNull();
    expect(bare?.aria).toBeNull();

    // The member's account gone: their comment stays, by a former member.
    await call(t.baseUrl, 'DELETE', `/api/workspaces/${owner.workspaceId}/members/${member.user.uid}`, { token: owner.token });
    await db.deleteFrom('users').where('id', '=', member.user.uid).execute();
    expect((await listed()).get(byMember.id)?.author.displayName).toBe('Former member');
  });
});
