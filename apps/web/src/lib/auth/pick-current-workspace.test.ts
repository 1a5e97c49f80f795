import { describe, expect, it } from 'vitest';
import type { Workspace } from '@commentflow/shared';
import { pickCurrentWorkspace } from './pick-current-workspace.ts';

function workspace(id: string): Workspace {
  return {
    _id: id,
    id,
    name: id,
    slug: id,
    plan: 'free',
    trialEndsAt: null,
    exempt: false,
    product: 'devflow',
    role: 'owner',
    createdAt: '',
    updatedAt: '',
  };
}

describe('pickCurrentWorkspace (docs/product/states.md)', () => {
  const list = [workspace('a'), workspace('b')];

  it('keeps the stored workspace while it is still in the list', () => {
    expect(pickCurrentWorkspace(list, 'b')?.id).toBe('b');
  });

  it('falls back to the first, or none', () => {
    expect(pickCurrentWorkspace(list, 'gone')?.id).toBe('a');
    expect(pickCurrentWorkspace(list, null)?.id).toBe('a');
    expect(pickCurrentWorkspace([], 'a')).toBeNull();
  });
});
