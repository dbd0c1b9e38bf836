// ESLint for the whole tree (decision 0055). Formatting is Prettier's job; these rules catch bugs,
// keep hooks and accessibility right in the islands, and hold the size budgets.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// Source files stay under 300 lines (blank lines and comments aside) so a file is one idea.
const MAX_LINES = { max: 300, skipBlankLines: true, skipComments: true };
// Data, not logic: translation catalogues, seed content, the sample community's word lists, and the
// one route table (every page and API path in one module, by design).
const DATA_FILES = [
  'src/lib/routes.ts',
  'src/lib/i18n/blog.ts',
  'src/lib/i18n/email-pages.ts',
  'src/lib/i18n/emails.ts',
  'src/lib/i18n/landing.ts',
  'src/lib/i18n/live.ts',
  'src/lib/i18n/quiz.ts',
  'src/server/content/seed-catalogue.ts',
  'src/server/content/seed-translations.ts',
  'src/server/sample/community-data.ts',
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.netlify/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.worktrees/',
      '.scratch/',
      '.tmp/',
      'db/migrations/',
      'public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Unused names are a smell, but a leading underscore says "on purpose".
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests read JSON answers loosely; the assertions are the check on their shape.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/islands/**/*.tsx', 'src/islands/**/*.ts'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/islands/**/*.tsx', 'src/islands/**/*.ts', 'src/stores/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/islands/**/*.{ts,tsx}', 'src/server/**/*.ts', 'src/lib/**/*.ts'],
    ignores: DATA_FILES,
    rules: { 'max-lines': ['error', MAX_LINES] },
  },
  {
    // Thin functions (decision 0067): a function reads the request, calls one use case and answers.
    // A transaction that composes steps, and the audit row it writes, belong to the use case in
    // src/server/<feature>/, where the next endpoint can reuse them.
    files: ['functions/**/*.mts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction'] > :function[body.type='BlockStatement']",
          message:
            'A function does not compose a transaction: move the steps into a use case in src/server/<feature>/ that owns it (decision 0067).',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'SQL lives in src/server (decision 0068).' },
            {
              group: ['**/src/server/audit.ts'],
              message: 'Audit rows are written by the use case in src/server/, in its transaction (decision 0067).',
            },
          ],
        },
      ],
    },
  },
  {
    // SQL lives in src/server (decision 0068): functions, pages, islands, stores and lib build no query.
    files: ['src/lib/**', 'src/pages/**', 'src/islands/**', 'src/stores/**', 'src/components/**', 'src/layouts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*'], message: 'SQL lives in src/server (decision 0068).' }],
        },
      ],
    },
  },
);
