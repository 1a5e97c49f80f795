import { describe, expect, it } from 'vitest';
import { call, createComment, createTeam, SITE_ORIGIN } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const pinsOn = async (key: string, pageUrl: string): Promise<string[]> => {
  const res = await call(t.baseUrl, 'GET', `/api/widget/${key}/comments?pageUrl=${encodeURIComponent(pageUrl)}`, { origin: SITE_ORIGIN });
  expect(res.status).toBe(200);
  return res.body.comments.map((comment: { body: string }) => comment.body).sort();
};

describe('page identity', () => {
  it('shows the pins of / on /?utm_source=newsletter, /index.html and /#top, and stores one page', async () => {
    const { owner, project } = await createTeam(t.app, t.baseUrl);
    await createComment(t.baseUrl, project, { body: { body: 'Home hero', pageUrl: `${SITE_ORIGIN}/` } });
    await createComment(t.baseUrl, project, {
      body: { body: 'From the newsletter', pageUrl: `${SITE_ORIGIN}/index.html?utm_source=newsletter&gclid=x` },
    });
    for (const url of [`${SITE_ORIGIN}/?utm_source=newsletter`, `${SITE_ORIGIN}/index.html`, `${SITE_ORIGIN}#top`, SITE_ORIGIN]) {
      expect(await pinsOn(project.publicKey, url), url).toEqual(['From the newsletter', 'Home hero']);
    }
    const pages = await call(t.baseUrl, 'GET', `/api/projects/${project.id}/pages`, { token: owner.token });
    expect(pages.body.pages.map((page: { pageUrl: string; total: number }) => [page.pageUrl, page.total])).toEqual([
      [`${SITE_ORIGIN}/`, 2],
    ]);
  });

  it('keeps parameters that pick the content apart', async () => {
    const { project } = await createTeam(t.app, t.baseUrl);
    await createComment(t.baseUrl, project, { body: { body: 'Page two', pageUrl: `${SITE_ORIGIN}/blog/?page=2` } });
    expect(await pinsOn(project.publicKey, `${SITE_ORIGIN}/blog?page=2&utm_medium=email`)).toEqual(['Page two']);
    expect(await pinsOn(project.publicKey, `${SITE_ORIGIN}/blog`)).toEqual([]);
  });

  it("follows the owner's rule, applied to the pins already stored, and refuses a malformed rule", async () => {
    const { owner, member, project } = await createTeam(t.app, t.baseUrl);
    await createComment(t.baseUrl, project, { body: { body: 'Cart A', pageUrl: `${SITE_ORIGIN}/app?session=1` } });
    await createComment(t.baseUrl, project, { body: { body: 'Cart B', pageUrl: `${SITE_ORIGIN}/app?session=2` } });
    expect(await pinsOn(project.publicKey, `${SITE_ORIGIN}/app?session=3`)).toEqual([]);

    const rule = { hashRoutes: true, ignoreQuery: false, ignoredParams: ['session'] };
    const denied = await call(t.baseUrl, 'PATCH', `/api/projects/${project.id}`, { token: member.token, body: { pageIdentity: rule } });
    expect(denied.status).toBe(403);
    const bad = await call(t.baseUrl, 'PATCH', `/api/projects/${project.id}`, {
      token: owner.token,
      body: { pageIdentity: { ...rule, ignoredParams: ['a b'] } },
    });
    expect(bad.status).toBe(400);
    const saved = await call(t.baseUrl, 'PATCH', `/api/projects/${project.id}`, { token: owner.token, body: { pageIdentity: rule } });
    expect(saved.status).toBe(200);
    expect(saved.body.project.pageIdentity).toEqual(rule);

    expect(await pinsOn(project.publicKey, `${SITE_ORIGIN}/app?session=3`)).toEqual(['Cart A', 'Cart B']);
    // Hash routes now name pages of a single-page app.
    await createComment(t.baseUrl, project, { body: { body: 'Checkout step', pageUrl: `${SITE_ORIGIN}/app#/checkout` } });
    expect(await pinsOn(project.publicKey, `${SITE_ORIGIN}/app?session=9#/checkout/`)).toEqual(['Checkout step']);
    expect(await pinsOn(project.publicKey, `${SITE_ORIGIN}/app#pricing`)).toEqual(['Cart A', 'Cart B']);
    // The widget learns the page's name from the answer, and compares pages by it.
    const listed = await call(
      t.baseUrl,
      'GET',
      `/api/widget/${project.publicKey}/comments?pageUrl=${encodeURIComponent(`${SITE_ORIGIN}/app/?session=4#/cart/`)}`,
      {
        origin: SITE_ORIGIN,
      },
    );
    expect(listed.body.page).toBe(`${SITE_ORIGIN}/app#/cart`);
  });
});
