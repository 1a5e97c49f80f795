import { relative, sep } from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The ESTree nodes this reads (Rollup's parser gives every node its offsets in the code). */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * Names the module each lazy loader of the app loads, in the server-rendering build: `() => import('./x.tsx')`
 * (with a `.then(...)` after it or not) becomes that function with `module: 'src/x.tsx'` on it, the
 * module's key in the web build's manifest (.vite/manifest.json). A page's HTML can then name the files its code is in
 * (site/prerender/module-preloads.ts), so the browser fetches them with the app's own first files
 * instead of after the app has run and asked for them (docs/adr/031-module-preloads-in-page-html.md).
 */
export function lazyModuleNames(): Plugin {
  let root = '';
  return {
    name: 'lazy-module-names',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id, options) {
      // Only the rendering bundle reads the names: the browser's code stays without them.
      if (!options?.ssr || !id.startsWith(`${root}/src/`) || !code.includes('import(')) return null;
      const edits = new MagicString(code);
      let named = 0;
      for (const loader of lazyLoaders(this.parse(code) as unknown as Node)) {
        const resolved = await this.resolve(loader.specifier, id);
        if (!resolved || resolved.external) continue;
        const module = relative(root, resolved.id.split('?')[0]!).split(sep).join('/');
        edits.appendLeft(loader.node.start, 'Object.assign(');
        edits.appendRight(loader.node.end, `, { module: ${JSON.stringify(module)} })`);
        named++;
      }
      if (named === 0) return null;
      return { code: edits.toString(), map: edits.generateMap({ hires: true, source: id }) };
    },
  };
}

/** Every `() => import('<literal>')...` in a module's tree: an arrow without parameters whose body is a dynamic import, `.then` chained or not. */
function* lazyLoaders(node: Node): Generator<{ node: Node; specifier: string }> {
  if (node.type === 'ArrowFunctionExpression' && (node.params as Node[]).length === 0) {
    const specifier = importedBy(node.body as Node);
    if (specifier !== null) {
      yield { node, specifier };
      return;
    }
  }
  for (const value of Object.values(node)) {
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) if (isNode(child)) yield* lazyLoaders(child);
  }
}

/** The literal specifier of `import('<literal>')`, of `import('<literal>').then(...)` and so on; else null. */
function importedBy(expression: Node): string | null {
  let current = expression;
  while (current.type === 'CallExpression' && (current.callee as Node).type === 'MemberExpression')
    current = (current.callee as Node).object as Node;
  if (current.type !== 'ImportExpression') return null;
  const source = current.source as Node;
  return source.type === 'Literal' && typeof source.value === 'string' ? source.value : null;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
