import { describe, expect, it } from 'vitest';
import { BUNDLES, compile } from '../bundle-sizes.mjs';

// compile() runs terser after esbuild, and terser drops comments: the loader's and the app's first line
// must still be the magic comment that has V8 compile them off the host page's main thread.
describe("the widget's compiled bundles", () => {
  it('keep the loader and the app opening with allFunctionsCalledOnLoad, and only those two', async () => {
    const firstLines = await Promise.all(
      BUNDLES.map(async (bundle) => [bundle.out, (await compile(bundle)).toString('utf8').split('\n', 1)[0]]),
    );
    const compiledAll = firstLines.filter(([, line]) => line === '//# allFunctionsCalledOnLoad').map(([out]) => out);
    expect(compiledAll).toEqual(['dist/widget.js', 'dist/widget-app.js']);
  }, 60_000);
});
