import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { offlinePlugin } from './scripts/vite/offlinePlugin.ts';
import { chaptersPlugin } from './scripts/vite/chaptersPlugin.ts';
import { chunkUrlPlugin } from './scripts/vite/chunkUrlPlugin.ts';
import { compileHintsPlugin } from './scripts/vite/compileHintsPlugin.ts';
import { keepWorkerExports } from './scripts/vite/keepWorkerExports.ts';
import { learnerFramePlugin } from './scripts/vite/learnerFrame.ts';
import { oembedPlugin } from './scripts/vite/oembedPlugin.ts';
import { securityHeadersPlugin } from './scripts/vite/securityHeaders.ts';

// One config for the app (Vite) and the unit tests (Vitest, Node environment:
// src/core is pure and runs there as it runs in the page).
export default defineConfig({
  plugins: [react(), oembedPlugin(), chaptersPlugin(), securityHeadersPlugin(), chunkUrlPlugin(), compileHintsPlugin(), learnerFramePlugin(), offlinePlugin()],
  base: './',
  // framer-motion's layout feature without the rest of domMax (src/ui/motion/features.ts).
  resolve: { alias: { 'framer-motion/layout-feature': fileURLToPath(new URL('./node_modules/framer-motion/dist/es/motion/features/layout.mjs', import.meta.url)) } },
  // `npm run package:scorm` builds with the package's chapters and story; the normal build has none.
  define: { __CLOAKROOM_PACKAGE__: process.env.CLOAKROOM_PACKAGE ?? 'null' },
  // ES-module workers resolve their files (the wasm, their chunks) from `import.meta.url`, the script's
  // own address. The default (iife) resolves them from `self.location`, which in a sandboxed iframe is
  // the blob: URL the worker was started from (src/platform/sandboxSafeWorker.ts), not a directory.
  // The one worker, the engine, keeps its exports: where no worker may start, the page imports it.
  worker: { format: 'es', plugins: () => [keepWorkerExports()] },
  // Lightning CSS bundles the stylesheets and resolves the named breakpoints (`@custom-media` in
  // src/ui/styles/tokens.css), in the dev server as in the build.
  css: { transformer: 'lightningcss', lightningcss: { drafts: { customMedia: true } } },
  build: {
    target: 'es2022',
    // The wasm must stay a separate file served from our own origin, never inlined.
    assetsInlineLimit: (file) => (file.endsWith('.wasm') ? false : undefined),
  },
  test: {
    environment: 'node',
    setupFiles: ['src/narration/en/activate.ts'],
    // Every core (Vitest's default leaves one free: on 2 cores the unit tests ran one file at a time,
    // 91 s against 68 s).
    maxWorkers: '100%',
    // The server's tests start real processes (the API, the process race); they run after the rest,
    // so their CPU does not starve the timed tests on a 2-core machine.
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'], exclude: ['src/server/**'], sequence: { groupOrder: 0 } },
      },
      { extends: true, test: { name: 'processes', include: ['src/server/**/*.test.ts'], sequence: { groupOrder: 1 } } },
    ],
  },
});
