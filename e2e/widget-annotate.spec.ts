import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { createWidgetProject, startComment, storedThreads, type WidgetProject } from './support/widget-project.ts';

// The annotation editor's arrow, free draw and blur end up in the stored screenshot: each picture is
// compared with one of the same page sent without marks (the rectangle has its own test in
// widget-capture.spec.ts).

interface Point {
  x: number;
  y: number;
}
interface Box extends Point {
  width: number;
  height: number;
}
type Tool = 'Arrow' | 'Free draw' | 'Blur a private area';

const VIEWPORT = { width: 1280, height: 800 };

/** Writes a guest comment on the hero copy, marks up its screenshot with `marks` (page points), sends it. */
async function commentWithScreenshot(page: Page, body: string, tool: Tool | null, marks: Point[]): Promise<void> {
  await startComment(page, '#hero-copy', body);
  await page.getByRole('button', { name: 'Add screenshot' }).click();
  const editor = page.getByRole('dialog', { name: 'Annotate the screenshot' });
  const canvas = editor.getByRole('img', { name: 'Screenshot being annotated' });
  await expect(canvas).toBeVisible();
  if (tool) {
    await editor.getByRole('button', { name: tool }).click();
    await expect(editor.getByRole('button', { name: tool })).toHaveAttribute('aria-pressed', 'true');
    const box = (await canvas.boundingBox())!;
    const scale = box.width / VIEWPORT.width;
    const onCanvas = ({ x, y }: Point) => ({ x: box.x + x * scale, y: box.y + y * scale });
    const [first, ...rest] = marks.map(onCanvas);
    await page.mouse.move(first!.x, first!.y);
    await page.mouse.down();
    for (const point of rest) await page.mouse.move(point.x, point.y, { steps: 6 });
    await page.mouse.up();
    await expect(editor.getByRole('button', { name: 'Undo' })).toBeEnabled();
  }
  await editor.getByRole('button', { name: 'Attach screenshot' }).click();
  await expect(page.getByRole('img', { name: 'Screenshot to attach' })).toBeVisible();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Comment' })).toBeHidden();
}

/** The stored screenshot of the comment with this text, as the dashboard fetches it. */
async function storedPicture(page: Page, appUrl: string, project: WidgetProject, body: string): Promise<string> {
  let id = '';
  await expect
    .poll(async () => {
      const [thread] = await storedThreads(appUrl, project, body);
      const response =
        thread &&
        (await page.request.get(`${appUrl}/api/comments/${thread.id}`, { headers: { authorization: `Bearer ${project.token}` } }));
      const comment = response && ((await response.json()) as { comment: { screenshot: unknown } }).comment;
      id = comment?.screenshot ? thread!.id : '';
      return id;
    })
    .not.toBe('');
  const response = await page.request.get(`${appUrl}/api/comments/${id}/screenshot`, {
    headers: { authorization: `Bearer ${project.token}` },
  });
  expect(response.ok()).toBe(true);
  return `data:${response.headers()['content-type']};base64,${(await response.body()).toString('base64')}`;
}

/** The [r, g, b] of every pixel of a picture inside `box` (page pixels; the picture is 1:1 with the viewport). */
async function pixels(page: Page, picture: string, box: Box): Promise<[number, number, number][]> {
  return page.evaluate(
    async ({ picture, box }) => {
      const image = new Image();
      image.src = picture;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height));
      const out: [number, number, number][] = [];
      for (let index = 0; index < data.length; index += 4) out.push([data[index]!, data[index + 1]!, data[index + 2]!]);
      return out;
    },
    { picture, box },
  );
}

const isInk = ([r, g, b]: [number, number, number]) => r > 170 && g < 120 && b < 120;
const around = ({ x, y }: Point, size = 8): Box => ({ x: x - size / 2, y: y - size / 2, width: size, height: size });
const along = (from: Point, to: Point, share: number): Point => ({
  x: from.x + (to.x - from.x) * share,
  y: from.y + (to.y - from.y) * share,
});

function luminanceVariance(values: [number, number, number][]): number {
  const lum = values.map(([r, g, b]) => 0.2126 * r + 0.7152 * g + 0.0722 * b);
  const mean = lum.reduce((sum, value) => sum + value, 0) / lum.length;
  return lum.reduce((sum, value) => sum + (value - mean) ** 2, 0) / lum.length;
}

function meanDifference(a: [number, number, number][], b: [number, number, number][]): number {
  return (
    a.reduce((sum, pixel, index) => sum + pixel.reduce((inner, channel, c) => inner + Math.abs(channel - b[index]![c]!), 0) / 3, 0) /
    a.length
  );
}

/** Ink on the marked picture at every point, and none at the same points of the unmarked one. */
async function expectInkAt(page: Page, marked: string, plain: string, points: Point[]): Promise<void> {
  for (const point of points) {
    expect((await pixels(page, marked, around(point))).some(isInk), `ink at ${point.x},${point.y}`).toBe(true);
    expect((await pixels(page, plain, around(point))).some(isInk), `no ink at ${point.x},${point.y} without marks`).toBe(false);
  }
}

test('arrow, free draw and blur are drawn into the stored screenshot where the visitor put them', async ({
  browser,
  appServer,
  hostSite,
}) => {
  const project = await createWidgetProject(appServer.url, hostSite.origin);
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(hostSite.pageUrl(project.snippet));
  await expect(page.getByRole('button', { name: 'Add a comment (C)' })).toBeVisible();

  const paragraph = (await page.getByText('Second paragraph of plain content').boundingBox())!;
  const newsletter = (await page.getByText('Newsletter').boundingBox())!;
  const title = (await page.getByRole('heading', { name: 'Spring collection' }).boundingBox())!;
  const arrow = { from: { x: newsletter.x + 320, y: newsletter.y + 40 }, to: { x: newsletter.x + 620, y: newsletter.y - 10 } };
  const scribble = [
    { x: paragraph.x + 40, y: paragraph.y + 60 },
    { x: paragraph.x + 160, y: paragraph.y + 100 },
    { x: paragraph.x + 280, y: paragraph.y + 60 },
    { x: paragraph.x + 400, y: paragraph.y + 100 },
  ];
  const secret = {
    from: { x: paragraph.x - 4, y: paragraph.y - 4 },
    to: { x: paragraph.x + paragraph.width + 4, y: paragraph.y + paragraph.height + 4 },
  };

  await commentWithScreenshot(page, 'Plain screenshot', null, []);
  await commentWithScreenshot(page, 'With an arrow', 'Arrow', [arrow.from, along(arrow.from, arrow.to, 0.5), arrow.to]);
  await commentWithScreenshot(page, 'With a scribble', 'Free draw', scribble);
  await commentWithScreenshot(page, 'With a blurred line', 'Blur a private area', [secret.from, secret.to]);

  const plain = await storedPicture(page, appServer.url, project, 'Plain screenshot');
  const withArrow = await storedPicture(page, appServer.url, project, 'With an arrow');
  const withScribble = await storedPicture(page, appServer.url, project, 'With a scribble');
  const blurred = await storedPicture(page, appServer.url, project, 'With a blurred line');

  // The arrow's shaft and head are red where they were drawn.
  await expectInkAt(
    page,
    withArrow,
    plain,
    [0.2, 0.4, 0.6].map((share) => along(arrow.from, arrow.to, share)).concat(along(arrow.from, arrow.to, 0.97)),
  );
  // The free-drawn line passes through each point the pointer went through, and between them.
  await expectInkAt(page, withScribble, plain, [
    ...scribble,
    along(scribble[0]!, scribble[1]!, 0.5),
    along(scribble[2]!, scribble[3]!, 0.5),
  ]);

  // Blur: the text's detail is gone (its light and dark pixels are averaged into a few blocks)...
  const secretBox = { x: paragraph.x, y: paragraph.y, width: paragraph.width, height: paragraph.height };
  const before = luminanceVariance(await pixels(page, plain, secretBox));
  const after = luminanceVariance(await pixels(page, blurred, secretBox));
  expect(before).toBeGreaterThan(300);
  expect(after).toBeLessThan(before / 4);
  // ...and only there: the heading above it is as it was.
  expect(meanDifference(await pixels(page, blurred, title), await pixels(page, plain, title))).toBeLessThan(6);
  await context.close();
});
