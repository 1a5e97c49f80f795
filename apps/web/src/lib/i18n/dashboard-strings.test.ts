import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every text a dashboard page shows comes from the locale files, so it speaks the reader's language.
// This reads the dashboard's components and lists the texts written in them instead: words between
// JSX tags, and the words of the attributes people read (labels, titles, placeholders).

// The sources as text (Vite's raw import), keyed by their path from src/.
const SOURCES = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['../../features/**/*.tsx', '../../routes/*.tsx', '!**/*.test.tsx'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([path, text]) => [path.replace('../../', ''), text]),
);
const DASHBOARD_FEATURES = [
  'admin',
  'analytics',
  'client-access',
  'comments',
  'dashboard-home',
  'dashboard-shell',
  'notifications',
  'onboarding',
  'projects',
  'settings',
  'team',
  'test-console',
  'trial',
  'workspaces',
];
const DASHBOARD_ROUTES = [
  'admin',
  'analytics',
  'client-access',
  'comments',
  'dashboard',
  'onboarding',
  'project',
  'settings',
  'team',
  'test-console-monitor',
  'workspaces',
];
const READ_ATTRIBUTES = new Set(['label', 'title', 'placeholder', 'aria-label', 'alt', 'hint', 'description']);
// Names that are the same in every language: the product, languages written in themselves, code.
const SAME_EVERYWHERE =
  /^(CommentFlow|English|Français|Deutsch|CF|JSON|CSV|API|URL|ID|OK|[A-Z]?[a-z]*\.(js|ts|json)|https?:\/\/\S*|[#@&*·•/:.,;()\-–—|+x×\d\s]+)$/;

function hardCodedTexts(path: string): string[] {
  const source = ts.createSourceFile(path, SOURCES[path] ?? '', ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const check = (text: string, node: ts.Node) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (!/\p{L}{2,}/u.test(trimmed) || SAME_EVERYWHERE.test(trimmed)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path}:${line + 1} "${trimmed}"`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) check(node.text, node);
    if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTES.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer)
    ) {
      check(node.initializer.text, node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('dashboard texts', () => {
  it('come from the locale files, none written into a page', () => {
    const dashboard = Object.keys(SOURCES).filter(
      (path) =>
        DASHBOARD_FEATURES.some((feature) => path.startsWith(`features/${feature}/`)) ||
        DASHBOARD_ROUTES.some((route) => path === `routes/${route}.tsx`),
    );
    expect(dashboard.length).toBeGreaterThan(80);
    expect(dashboard.flatMap(hardCodedTexts)).toEqual([]);
  });
});
