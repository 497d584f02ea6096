import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { oembedPlugin } from './scripts/vite/oembedPlugin.ts';
import { securityHeadersPlugin } from './scripts/vite/securityHeaders.ts';

// One config for the app (Vite) and the unit tests (Vitest, Node environment:
// src/core is pure and runs there as it runs in the page).
export default defineConfig({
  plugins: [react(), oembedPlugin(), securityHeadersPlugin()],
  base: './',
  // ES-module workers resolve their files (the wasm, their chunks) from `import.meta.url`, the script's
  // own address. The default (iife) resolves them from `self.location`, which in a sandboxed iframe is
  // the blob: URL the worker was started from (src/platform/sandboxSafeWorker.ts), not a directory.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    // The wasm must stay a separate file served from our own origin, never inlined.
    assetsInlineLimit: (file) => (file.endsWith('.wasm') ? false : undefined),
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
  },
});
