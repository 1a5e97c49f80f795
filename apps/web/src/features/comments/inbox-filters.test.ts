import { describe, expect, it } from 'vitest';
import { readInboxState, toCommentFilters, withoutFilters, withParam } from './inbox-filters.ts';

const ME = '33333333-3333-4333-8333-333333333333';

describe('inbox filters in the URL', () => {
  it('reads every filter, ignoring unknown values', () => {
    const state = readInboxState(
      new URLSearchParams(
        'view=board&status=resolved&project=p&page=https%3A%2F%2Fa.test%2F&assignee=me&priority=urgent&author=g%40x.io&q=%20hero%20',
      ),
    );
    expect(state).toEqual({
      view: 'board',
      tab: 'resolved',
      projectId: 'p',
      pageUrl: 'https://a.test/',
      assignee: 'me',
      priority: null,
      author: 'g@x.io',
      q: 'hero',
    });
  });

  it('turns assignee me into the viewer and lets a board column pick its status', () => {
    const state = readInboxState(new URLSearchParams('assignee=me&status=all'));
    expect(toCommentFilters(state, ME)).toMatchObject({ status: null, assigneeId: ME, q: null });
    expect(toCommentFilters(state, ME, 'in_progress').status).toBe('in_progress');
  });

  it('drops the page with the project and clears only filters', () => {
    const search = new URLSearchParams('project=a&page=x&view=board&q=hi');
    expect(withParam(search, 'project', 'b').toString()).toBe('project=b&view=board&q=hi');
    expect(withoutFilters(search).toString()).toBe('view=board');
  });
});
