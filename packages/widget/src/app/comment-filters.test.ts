import { describe, expect, it } from 'vitest';
import type { Comment } from '@commentflow/shared/schemas/comment';
import { matchesFilters } from './comment-filters.ts';

const ID = '00000000-0000-4000-8000-000000000001';
const comment = (status: Comment['status'], clientId: string | null = null) =>
  ({ id: ID, status, clientId, pageUrl: 'https://shop.example/about' }) as Comment;
const mineIf = (clientId: string) => (candidate: Comment) => candidate.clientId === clientId;

describe('matchesFilters', () => {
  it('counts in-progress threads as open', () => {
    const filters = { status: 'open', mine: false, scope: 'page' } as const;
    expect(
      ['open', 'in_progress', 'resolved'].map((status) => matchesFilters(comment(status as Comment['status']), filters, () => false)),
    ).toEqual([true, true, false]);
  });

  it('shows only resolved threads under "Resolved"', () => {
    const filters = { status: 'resolved', mine: false, scope: 'all' } as const;
    expect(matchesFilters(comment('resolved'), filters, () => false)).toBe(true);
    expect(matchesFilters(comment('open'), filters, () => false)).toBe(false);
  });

  it('keeps only this browser’s threads under "Only mine"', () => {
    const filters = { status: 'open', mine: true, scope: 'page' } as const;
    expect(matchesFilters(comment('open', 'mine-1'), filters, mineIf('mine-1'))).toBe(true);
    expect(matchesFilters(comment('open', 'theirs'), filters, mineIf('mine-1'))).toBe(false);
  });
});
