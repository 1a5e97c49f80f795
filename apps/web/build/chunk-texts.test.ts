import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { CHUNK_TEXTS_FILE, chunkTexts, namespacesIn } from './chunk-texts.ts';

const ROOT = '/app';

/** The plugin's hooks as Vite calls them, for one build (the browser's unless `ssr`). */
function build(modules: Record<string, string>, chunks: Record<string, string[]>, ssr = false): Record<string, string[]> | null {
  const plugin = chunkTexts() as unknown as {
    configResolved(config: Pick<ResolvedConfig, 'root'> & { build: { ssr: boolean } }): void;
    transform(code: string, id: string): null;
    generateBundle(this: unknown, options: unknown, bundle: Record<string, unknown>): void;
  };
  plugin.configResolved({ root: ROOT, build: { ssr } });
  for (const [id, code] of Object.entries(modules)) plugin.transform(code, `${ROOT}/${id}`);
  let emitted: { fileName: string; source: string } | null = null;
  const bundle = Object.fromEntries(
    Object.entries(chunks).map(([fileName, ids]) => [fileName, { type: 'chunk', fileName, moduleIds: ids.map((id) => `${ROOT}/${id}`) }]),
  );
  plugin.generateBundle.call({ emitFile: (file: { fileName: string; source: string }) => (emitted = file) }, {}, bundle);
  if (!emitted) return null;
  const { fileName, source } = emitted as { fileName: string; source: string };
  expect(fileName).toBe(CHUNK_TEXTS_FILE);
  return JSON.parse(source) as Record<string, string[]>;
}

describe('namespacesIn', () => {
  it('reads the namespaces a module asks for, one or a list, in either quotes', () => {
    expect(namespacesIn("const { t } = useTranslation('auth');")).toEqual(['auth']);
    expect(namespacesIn('useTranslation(["workspaces", "common"]); useTranslation("auth")')).toEqual(['workspaces', 'common', 'auth']);
    expect(namespacesIn("useTranslation([\n  'trial',\n  'data-export',\n])")).toEqual(['trial', 'data-export']);
  });

  it('reads none where no namespace is named (the default one, loaded for every page that translates)', () => {
    expect(namespacesIn('const { t } = useTranslation();')).toEqual([]);
  });
});

describe('chunkTexts', () => {
  it("writes each file's namespaces, from every module in it, and leaves out files that ask for none", () => {
    const texts = build(
      {
        'src/routes/login.tsx': "useTranslation('auth')",
        'src/features/team/invite.tsx': "useTranslation(['team', 'common'])",
        'src/features/team/list.tsx': "useTranslation('team')",
        'src/lib/plain.ts': 'export const x = 1;',
      },
      {
        'assets/login-L.js': ['src/routes/login.tsx'],
        'assets/team-T.js': ['src/features/team/list.tsx', 'src/features/team/invite.tsx', 'src/lib/plain.ts'],
        'assets/plain-P.js': ['src/lib/plain.ts'],
      },
    );
    expect(texts).toEqual({ 'assets/login-L.js': ['auth'], 'assets/team-T.js': ['common', 'team'] });
  });

  it('writes nothing for the server-rendering build, which has no manifest', () => {
    expect(build({ 'src/routes/login.tsx': "useTranslation('auth')" }, { 'login.js': ['src/routes/login.tsx'] }, true)).toBeNull();
  });
});
