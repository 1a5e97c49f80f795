import { expect, type Locator } from '@playwright/test';

/**
 * Resolves once the pin is shown over its element. A pin is hidden while the widget still looks for its
 * element (a frame's search budget spent, on a loaded machine): measured at once, right after a reload,
 * it had no box yet and ARIA's test failed.
 */
export async function expectPinnedTo(pin: Locator, target: Locator): Promise<void> {
  await expect(pin).toBeVisible();
  await expect
    .poll(async () => {
      const [pinBox, targetBox] = await Promise.all([pin.boundingBox(), target.boundingBox()]);
      if (!pinBox || !targetBox) return 'not shown';
      const x = pinBox.x + pinBox.width / 2;
      const y = pinBox.y + pinBox.height / 2;
      const inside =
        x >= targetBox.x - 1 && x <= targetBox.x + targetBox.width + 1 && y >= targetBox.y - 1 && y <= targetBox.y + targetBox.height + 1;
      return inside ? 'over its element' : `at ${x}, ${y}, its element at ${JSON.stringify(targetBox)}`;
    })
    .toBe('over its element');
}
