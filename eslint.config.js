import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Import boundaries (docs/ARCHITECTURE.md): apps and the widget may import packages/shared, never the
// server; the server never imports the web app; the widget stays small (no shared index, no zod).
const serverImports = {
  group: ['@commentflow/server', '@commentflow/server/*', '**/apps/server/**'],
  message: 'Only the server imports server code.',
};
const webImports = { group: ['@commentflow/web', '@commentflow/web/*', '**/apps/web/**'], message: 'Nothing imports the web app.' };
const serverPatterns = [
  webImports,
  { group: ['@commentflow/widget', '**/packages/widget/src/**'], message: 'The server serves the widget build, it does not import it.' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', '.reports/**', 'data/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty-pattern': 'off',
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverImports,
            webImports,
            { group: ['@commentflow/widget', '**/packages/widget/**'], message: 'shared depends on nothing of ours.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The two rules of hooks, as errors: a hook called conditionally, or an effect reading a value it does
    // not list, is a bug that shows only on some renders. (The plugin's React Compiler rules are not on:
    // the dashboard is not compiled by it.)
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverImports] }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverPatterns }] },
  },
  // Inside the server, imports run one way: routes -> plugins, policies, presenters -> services -> db.
  {
    files: ['apps/server/src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serverPatterns,
            {
              group: ['**/routes/**', '**/plugins/**', '**/presenters/**', '**/realtime/**'],
              message:
                'Services never import routes, plugins, presenters or realtime: they take a transaction and return rows and events (db/rows.ts, services/domain-events.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/plugins/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...serverPatterns, { group: ['**/routes/**'], message: 'Plugins never import routes: routes use plugins.' }] },
      ],
    },
  },
  {
    files: ['packages/widget/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@commentflow/shared',
              message: 'Import a leaf module (e.g. @commentflow/shared/rules/relative-time) so zod stays out of the widget.',
            },
            { name: 'zod', message: 'zod is too heavy for the widget bundle.' },
          ],
          patterns: [serverImports, webImports],
        },
      ],
    },
  },
  {
    // `.only` on a test or a group skips every other test of the run without failing it.
    files: ['**/*.test.ts', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='only']", message: 'Remove .only: it silently skips every other test.' },
      ],
    },
  },
);
