import { describe, expect, it } from 'vitest';
import type { Manifest } from 'vite';
import { modulePreloadLinks, modulePreloads, type BuiltApp } from './module-preloads.ts';

// A build's manifest as Vite writes it: the entry, two lazy pages, shared chunks, and the texts.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-E.js', src: 'index.html', isEntry: true, imports: ['_react-R.js'] },
  '_react-R.js': { file: 'assets/react-R.js' },
  '_shared-S.js': { file: 'assets/shared-S.js', imports: ['_react-R.js'] },
  '_i18n-I.js': {
    file: 'assets/i18n-I.js',
    dynamicImports: ['src/locales/en/common.json', 'src/locales/fr/common.json', 'src/locales/en/team.json'],
  },
  'src/routes/docs-page.tsx': {
    file: 'assets/docs-page-D.js',
    isDynamicEntry: true,
    imports: ['_react-R.js', '_shared-S.js', 'index.html'],
  },
  'src/lib/account-providers.tsx': { file: 'assets/account-providers-A.js', isDynamicEntry: true, imports: ['_i18n-I.js', '_shared-S.js'] },
  'src/locales/en/common.json': { file: 'assets/common-T.js', isDynamicEntry: true },
  'src/locales/fr/common.json': { file: 'assets/common-F.js', isDynamicEntry: true },
  'src/locales/en/team.json': { file: 'assets/team-T.js', isDynamicEntry: true },
};
// No file of it asks for a namespace of texts, but for the one test that says so.
const built: BuiltApp = { manifest, texts: {} };
const template =
  '<script type="module" crossorigin src="/assets/index-E.js"></script><link rel="modulepreload" crossorigin href="/assets/react-R.js">';

describe('modulePreloads', () => {
  it('names each module with every file it imports, once, leaving out what the page already names', () => {
    expect(modulePreloads(built, ['src/routes/docs-page.tsx'], template)).toEqual(['assets/docs-page-D.js', 'assets/shared-S.js']);
  });

  it("adds the default language's first texts when a file of the page loads translations, and no other texts", () => {
    expect(modulePreloads(built, ['src/lib/account-providers.tsx', 'src/routes/docs-page.tsx'], template)).toEqual([
      'assets/account-providers-A.js',
      'assets/i18n-I.js',
      'assets/shared-S.js',
      'assets/docs-page-D.js',
      'assets/common-T.js',
    ]);
  });

  it("adds the default language's texts of each namespace a file of the page asks for", () => {
    const asking: BuiltApp = {
      manifest,
      texts: { 'assets/shared-S.js': ['team'], 'assets/account-providers-A.js': ['missing-on-the-page'] },
    };
    expect(modulePreloads(asking, ['src/routes/docs-page.tsx'], template)).toEqual([
      'assets/docs-page-D.js',
      'assets/shared-S.js',
      'assets/team-T.js',
    ]);
  });

  it('refuses a module the manifest does not know: the rendering bundle and the web build disagree', () => {
    expect(() => modulePreloads(built, ['src/routes/gone.tsx'], template)).toThrow(/no src\/routes\/gone\.tsx/);
  });

  it('writes the hints as Vite writes its own', () => {
    expect(modulePreloadLinks(['assets/a.js', 'assets/b.js'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="modulepreload" crossorigin href="/assets/b.js">',
    );
  });
});
