import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';

const corePurity =
  'src/core must stay pure: it runs in Node tests, in workers and in the page, and a Trace must replay byte for byte. ' +
  'Pass time and randomness in (virtual clock, seeded PRNG); keep React, zustand, framer-motion and the DOM above core.';

const nodeOnly =
  'Node-only code (the HTTP server, native SQLite, node:* modules) lives in src/server/ and scripts/: the page must ' +
  'never bundle it. Pass what core needs in (a Connection, a clock) instead of importing it here.';

// Everything under src/ but src/server/ ends up in the browser bundle (tests aside).
const nodeOnlyImports = {
  paths: [...builtinModules, 'better-sqlite3', 'srvx'].map((name) => ({ name, message: nodeOnly })),
  patterns: [{ group: ['node:*', 'srvx/*', '**/server', '**/server/**'], message: nodeOnly }],
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Plain scripts served as they are to host pages (no build step): browser globals, no modules.
    files: ['public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.tsx', 'src/**/use*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**', 'src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', nodeOnlyImports] },
  },
  {
    files: ['src/core/**/*.ts'],
    ignores: ['src/core/**/*.test.ts'],
    languageOptions: { globals: { ...globals.es2021 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...['react', 'react-dom', 'zustand', 'framer-motion', 'motion'].map((name) => ({ name, message: corePurity })), ...nodeOnlyImports.paths],
          patterns: [
            { group: ['react/*', 'react-dom/*', 'zustand/*', 'framer-motion/*', 'motion/*'], message: corePurity },
            { group: ['**/player/**', '**/ui/**', '**/embed/**', '**/narration/**'], message: corePurity },
            ...nodeOnlyImports.patterns,
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: corePurity },
        { object: 'Math', property: 'random', message: corePurity },
        { object: 'performance', property: 'now', message: corePurity },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'requestAnimationFrame', 'setTimeout', 'setInterval'].map(
          (name) => ({ name, message: corePurity }),
        ),
      ],
    },
  },
);
