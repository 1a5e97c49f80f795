import { describe, expect, it } from 'vitest';
import { call } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('a new instance', () => {
  it('has a changelog of what shipped and a roadmap of what is planned', async () => {
    const changelog = await call(t.baseUrl, 'GET', '/api/changelog');
    expect(changelog.status).toBe(200);
    const titles = changelog.body.entries.map((entry: { title: string }) => entry.title);
    expect(titles[0]).toBe('E-mail notifications');
    expect(titles).toContain('Pins on any page, live');
    expect(changelog.body.entries[0].html).toContain('<p>');

    const roadmap = await call(t.baseUrl, 'GET', '/api/roadmap/requests');
    expect(roadmap.status).toBe(200);
    const planned = roadmap.body.requests
      .filter((request: { status: string }) => request.status === 'planned')
      .map((request: { title: string }) => request.title);
    expect(planned).toEqual(expect.arrayContaining(['Automation rules', 'Integrations with Slack, Jira, GitHub and Linear']));
  });
});
