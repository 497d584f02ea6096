import { relative } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

const SUFFIX = '?chunk-url';
const PREFIX = '\0chunk-url:';

/**
 * `import url from './index.ts?chunk-url'` gives the URL of the built chunk that holds that module,
 * the same file `import('./index.ts')` loads. The app needs it to retry a chunk that failed: some
 * browsers (Chromium 150, for one) keep a failed import in their module map for the page's life, so
 * importing the same URL again fails again without asking the network; a new URL (`?retry=1`) is
 * fetched afresh. The chunk is emitted as an entry of its own, so its file keeps the module's exports
 * as they are (the dynamic import and the retry see the same module namespace).
 * In `vite dev` the module's own URL stands in.
 */
export function chunkUrlPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'cloakroom-chunk-url',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved;
    },
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const target = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      if (!target) return null;
      return PREFIX + target.id;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const target = id.slice(PREFIX.length);
      if (config.command === 'serve') {
        return `export default new URL(${JSON.stringify('/' + relative(config.root, target))}, location.href).href;`;
      }
      const ref = this.emitFile({ type: 'chunk', id: target, preserveSignature: 'strict' });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}
