import type { Plugin } from 'vite';

/**
 * Keeps a worker script's exports in its built file. Vite bundles each worker with its entry's
 * signature dropped (`preserveEntrySignatures: false`), but the engine worker's file is also imported
 * by the page where no worker may start, and the page calls its `serveEngine` export
 * (src/platform/engine.ts). Used as a worker plugin: it only sees worker bundles.
 */
export function keepWorkerExports(): Plugin {
  return {
    name: 'cloakroom-keep-worker-exports',
    options: (options) => ({ ...options, preserveEntrySignatures: 'strict' }),
  };
}
