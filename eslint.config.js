import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { builtinModules } from 'node:module';
import path from 'node:path';

const corePurity =
  'src/core must stay pure: it runs in Node tests, in workers and in the page, and a Trace must replay byte for byte. ' +
  'Pass time and randomness in (virtual clock, seeded PRNG); keep React, zustand, framer-motion and the DOM above core.';

const coreEdges =
  'src/core runs the same in Node, in a worker and in the page, so it never reaches out: fetching, workers, wasm ' +
  'and the page’s address are platform edges (STYLE.md 13). src/platform fetches and spawns, and hands core what ' +
  'it needs (a sql.js, a Connection).';

const nodeOnly =
  'Node-only code (the HTTP server, native SQLite, node:* modules) lives in src/server/ and scripts/: the page must ' +
  'never bundle it. Pass what core needs in (a Connection, a clock) instead of importing it here.';

// The layers above core, bottom to top (DESIGN.md, "one direction of flow"): each may import the ones
// below it and never one above. embed and lms sit beside ui; lms reads embed's protocol, never the reverse.
const playerBelow =
  'src/player is the playback engine under the words and the views (core ← player ← narration ← ui): it ' +
  'knows a Trace, a cursor and a speed, never a caption, a view, an embed or a course platform. Take what it needs ' +
  'from above as an argument (a duration, a chapter title), as `buildTrace` and `durationOf` are taken.';
const narrationBelowUi =
  'src/narration holds every word and is read by the views; it never imports them (core ← player ← narration ← ui). ' +
  'Move what both need down into narration (or player), never up into ui.';
const lmsBesideUi =
  'src/lms (xAPI, SCORM) sits beside ui and never imports it: a course platform gets the learner’s answers from ' +
  'the stores and words below (learn, narration), so it works without the views and no cycle forms through ui.';
const embedBelowLms =
  'src/embed (URL parameters, the postMessage protocol, resize) sits under lms: lms sends its statements over ' +
  'embed’s protocol, so embed never imports lms. A type both use belongs to the protocol, here in embed.';

const explorerIndexInPlayer =
  'src/core/explorer/index.ts brings the explorer and fast-check (about 96 KB gzip) with it: narration is on ' +
  'the player\'s path, so it imports only types from there, and a value from its own module (e.g. scheduleFaults).';
const explorerIndex = { regex: '(^|/)core/explorer(/index)?$', allowTypeImports: true, message: explorerIndexInPlayer };

const noEvaluation =
  'Cloakroom evaluates code in one place only: a learner\'s store, in its own worker, under its own policy ' +
  '(src/yourturn/learnerModule.ts; EMBEDDING.md, "Your turn"). Nothing else may turn text into code.';

const toolsAboveSrc =
  'src/ is the product; scripts/ and e2e/ drive and measure it from outside, so they import src/ and never the ' +
  'reverse. What both need (a process entry, a helper) lives in src/ (src/server/ for Node-only code).';
const notTools = { group: ['**/scripts/**', '**/e2e/**'], message: toolsAboveSrc };

// Everything under src/ but src/server/ ends up in the browser bundle (tests aside).
const nodeOnlyImports = {
  paths: [...builtinModules, 'better-sqlite3', 'srvx'].map((name) => ({ name, message: nodeOnly })),
  patterns: [{ group: ['node:*', 'srvx/*', '**/server', '**/server/**'], message: nodeOnly }, notTools],
};

/** `no-restricted-imports` for a layer under src/: the Node-only bans, plus the layers it must not import, each with why. */
function layerImports(...bans) {
  return [
    'error',
    {
      paths: nodeOnlyImports.paths,
      patterns: [...bans.map(([folders, message]) => ({ group: folders.flatMap((f) => [`**/${f}`, `**/${f}/**`]), message })), ...nodeOnlyImports.patterns],
    },
  ];
}

/** A `no-restricted-imports` setting with more patterns. */
function withPatterns([level, options], ...patterns) {
  return [level, { ...options, patterns: [...options.patterns, ...patterns] }];
}

export default tseslint.config(
  { ignores: ['dist', 'dist-scorm', 'node_modules', 'test-results', 'playwright-report'] },
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
    files: ['public/**/*.js', 'e2e/lms/*.js'],
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
    files: ['src/server/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [notTools] }] },
  },
  // Tests sit beside the code and may set up what they test with any layer; the code itself may not.
  {
    files: ['src/player/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.ts'],
    rules: { 'no-restricted-imports': layerImports([['narration', 'ui', 'embed', 'lms'], playerBelow]) },
  },
  {
    files: ['src/narration/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.ts'],
    rules: { 'no-restricted-imports': withPatterns(layerImports([['ui'], narrationBelowUi]), explorerIndex) },
  },
  {
    files: ['src/lms/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.ts'],
    rules: { 'no-restricted-imports': layerImports([['ui'], lmsBesideUi]) },
  },
  {
    files: ['src/embed/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.ts'],
    rules: { 'no-restricted-imports': layerImports([['lms'], embedBelowLms]) },
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
            { group: ['**/player/**', '**/ui/**', '**/embed/**', '**/narration/**', '**/lms/**', '**/learn/**', '**/platform/**'], message: corePurity },
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
        // The platform's edges: where wasm comes from and how a worker starts are src/platform's to decide.
        ...['fetch', 'Worker', 'WebAssembly', 'self', 'location'].map((name) => ({ name, message: coreEdges })),
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,js}'],
    ignores: ['src/yourturn/learnerModule.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...["NewExpression[callee.name='Function']", "CallExpression[callee.name='Function']", "CallExpression[callee.name='eval']"].map((selector) => ({ selector, message: noEvaluation })),
      ],
    },
  },
  {
    // One direction of flow, between files as between folders: no import may lead back to the file it is in.
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
          conditionNames: ['types', 'import', 'default'],
          tsconfig: { configFile: path.join(import.meta.dirname, 'tsconfig.json') },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
