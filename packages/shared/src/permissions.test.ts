import { describe, expect, it } from 'vitest';
import { ACTIONS, assignableRoles, can, canChangeMember, canDeleteComment, canEditCommentBody, rolesFor } from './permissions.ts';

describe('the permission table', () => {
  it('gives owners every action', () => {
    expect(ACTIONS.filter((action) => !can('owner', action))).toEqual([]);
  });

  it('keeps deleting and handing on the workspace for owners', () => {
    expect(rolesFor('workspace:delete')).toEqual(['owner']);
    expect(rolesFor('workspace:transfer')).toEqual(['owner']);
    expect(can('admin', 'workspace:update')).toBe(true);
  });

  it('lets members triage and read the team, never manage', () => {
    expect(can('member', 'comment:triage')).toBe(true);
    expect(can('member', 'team:read')).toBe(true);
    expect(can('member', 'project:manage')).toBe(false);
    expect(can('member', 'member:manage')).toBe(false);
    expect(can('member', 'aria:read')).toBe(true);
    expect(can('member', 'aria:manage')).toBe(false);
  });

  it('gives a client reading and writing comments only', () => {
    expect(ACTIONS.filter((action) => can('client', action))).toEqual(['workspace:read', 'project:read', 'comment:read', 'comment:write']);
  });

  it.each(['billing:manage', 'apikey:manage', 'webhook:manage', 'integration:manage', 'automation:manage', 'aria:manage'] as const)(
    'keeps %s for owners and admins',
    (action) => {
      expect(rolesFor(action)).toEqual(['owner', 'admin']);
    },
  );
});

describe('author rules', () => {
  it('lets only the author edit a body', () => {
    expect(canEditCommentBody('u1', 'u1')).toBe(true);
    expect(canEditCommentBody('u1', 'u2')).toBe(false);
    expect(canEditCommentBody(undefined, null)).toBe(false);
  });

  it('lets the author or a moderator delete', () => {
    expect(canDeleteComment('client', 'u1', 'u1')).toBe(true);
    expect(canDeleteComment('member', 'u1', 'u2')).toBe(false);
    expect(canDeleteComment('admin', 'u1', 'u2')).toBe(true);
    expect(canDeleteComment('member', undefined, null)).toBe(false);
  });
});

describe('member changes', () => {
  it('lets admins manage everyone but owners', () => {
    expect(canChangeMember('admin', 'member', 'client')).toBe(true);
    expect(canChangeMember('admin', 'owner')).toBe(false);
    expect(canChangeMember('admin', 'member', 'owner')).toBe(false);
    expect(canChangeMember('owner', 'owner', 'admin')).toBe(true);
    expect(canChangeMember('member', 'client')).toBe(false);
  });

  it('offers the roles the actor may give', () => {
    expect(assignableRoles('owner')).toEqual(['owner', 'admin', 'member', 'client']);
    expect(assignableRoles('admin')).toEqual(['admin', 'member', 'client']);
    expect(assignableRoles('member')).toEqual([]);
  });
});
