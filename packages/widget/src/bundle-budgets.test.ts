import { describe, expect, it } from 'vitest';
import { ARIA_LIGHT_BUDGET_KB, LOADER_BUDGET_KB, WIDGET_BUDGET_KB, freshSizes } from '../bundle-sizes.mjs';

// The build prints the sizes and never fails on them (build.mjs); this test is where a budget the
// sources exceed turns red. Built in memory, so it never touches the dist/ a running server serves.
describe('the widget size budgets', () => {
  it("keep every visitor's downloads within budget: the loader, the whole widget, and ARIA's light checks", async () => {
    const sizes = await freshSizes();
    expect(sizes.loaderKb, 'loader widget.js, KB gzip').toBeLessThanOrEqual(LOADER_BUDGET_KB);
    expect(sizes.wholeKb, 'whole widget without the screenshot library, KB gzip').toBeLessThanOrEqual(WIDGET_BUDGET_KB);
    // The team's features are their own file, so a visitor's figure leaves them out; they must exist to be left out.
    expect(sizes.members.map(({ file }) => file)).toEqual(['widget-member.js', 'widget-tickets.js']);
    const light = sizes.aria.find(({ file }) => file === 'widget-aria-light.js');
    expect(light?.kb, 'widget-aria-light.js, KB gzip').toBeLessThanOrEqual(ARIA_LIGHT_BUDGET_KB);
  }, 60_000);
});
