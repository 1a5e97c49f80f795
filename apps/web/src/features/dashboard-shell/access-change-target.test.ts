import { describe, expect, it } from 'vitest';
import { accessChangeTarget, type AccessChangeView } from './access-change-target.ts';

const base: AccessChangeView = {
  pathname: '/client/comments',
  search: '',
  workspaceId: 'ws-a',
  reason: 'grants-changed',
  wasCurrent: true,
  workspaceIds: ['ws-a', 'ws-b'],
  visibleProjectIds: ['kept'],
  shown: null,
};
const target = (changes: Partial<AccessChangeView>) => accessChangeTarget({ ...base, ...changes });

describe('accessChangeTarget', () => {
  it('stays on a page that still shows only what the user may see', () => {
    expect(target({})).toBeNull();
    expect(
      target({ pathname: '/client/comments/c1', search: '?project=kept', shown: { workspaceId: 'ws-a', projectId: 'kept' } }),
    ).toBeNull();
    expect(target({ pathname: '/client/project/kept', shown: { workspaceId: 'ws-a', projectId: 'kept' } })).toBeNull();
  });

  it('leaves the thread of a revoked project for the inbox, dropping a filter on that project', () => {
    const shown = { workspaceId: 'ws-a', projectId: 'gone' };
    expect(target({ pathname: '/client/comments/c1', search: '?status=all', shown })).toBe('/client/comments?status=all');
    expect(target({ pathname: '/client/comments/c1', search: '?project=gone&page=%2Fpricing', shown })).toBe('/client/comments');
  });

  it('leaves the page of a revoked project for the dashboard', () => {
    expect(target({ pathname: '/client/project/gone', shown: { workspaceId: 'ws-a', projectId: 'gone' } })).toBe('/client/dashboard');
  });

  it('drops an inbox filter on a revoked project', () => {
    expect(target({ search: '?status=all&project=gone' })).toBe('/client/comments?status=all');
  });

  it('ignores a change in another workspace than the one of the page on screen', () => {
    const shown = { workspaceId: 'ws-b', projectId: 'other' };
    expect(target({ pathname: '/client/project/other', wasCurrent: false, shown })).toBeNull();
    expect(target({ search: '?project=other', wasCurrent: false })).toBeNull();
  });

  it('moves to another workspace after a removal from the one on screen, or to the workspaces page', () => {
    expect(target({ reason: 'removed', workspaceIds: ['ws-b'], visibleProjectIds: [] })).toBe('/client/dashboard');
    expect(target({ reason: 'removed', workspaceIds: [], visibleProjectIds: [] })).toBe('/client/workspaces');
    expect(target({ reason: 'left', workspaceIds: ['ws-b'], visibleProjectIds: [] })).toBe('/client/workspaces');
  });

  it('leaves a project page of a workspace the user was removed from while another was current', () => {
    const shown = { workspaceId: 'ws-a', projectId: 'kept' };
    expect(
      target({
        pathname: '/client/project/kept',
        reason: 'removed',
        wasCurrent: false,
        workspaceIds: ['ws-b'],
        visibleProjectIds: [],
        shown,
      }),
    ).toBe('/client/dashboard');
  });
});
