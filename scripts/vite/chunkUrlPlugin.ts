import { dirname, relative } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

const SUFFIX = '?chunk-url';
const PREFIX = '\0chunk-url:';

/**
 * `import url from './index.ts?chunk-url'` gives the URL of the built chunk that holds that module,
 * the same file `import('./index.ts')` loads. The app needs it to retry a chunk that failed: some
 * browsers (Chromium 150, for one) keep a failed import in their module map for the page's life, so
 * importing the same URL again fails again without asking the network; a new URL (`?retry=1`) is
 * fetched afresh.
 *
 * The URL is a token until the bundle is written, then the file of the chunk the app's own `import()`
 * made for that module. It is not emitted as an entry of its own: every entry must stand alone, so
 * the bundler split whatever it shared with the others into small common chunks (3.7 KB gzip more to
 * play a chapter, with eight of them). The build fails if the module has no chunk of its own, or if
 * that chunk does not export the module's names (a retry must see what the import saw).
 * In `vite dev` the module's own URL stands in.
 */
export function chunkUrlPlugin(): Plugin {
  let config: ResolvedConfig;
  /** Each token, by the module whose chunk it names. */
  const tokens = new Map<string, string>();
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
      let token = tokens.get(target);
      if (!token) tokens.set(target, (token = `__cloakroom_chunk_url_${tokens.size}__`));
      // Through a constant, so Vite's `new URL('…', import.meta.url)` asset rewriting leaves it alone.
      return `const file = ${JSON.stringify(token)};\nexport default new URL(file, import.meta.url).href;`;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      for (const [target, token] of tokens) {
        const own = chunks.find((chunk) => chunk.facadeModuleId === target && chunk.isDynamicEntry);
        if (!own) this.error(`${relative(config.root, target)}?chunk-url: no chunk of its own (is it imported with import()?)`);
        const missing = (this.getModuleInfo(target)?.exports ?? []).filter((name) => !own.exports.includes(name));
        if (missing.length > 0) this.error(`${relative(config.root, target)}?chunk-url: its chunk ${own.fileName} does not export ${missing.join(', ')}`);
        for (const chunk of chunks) {
          if (!chunk.code.includes(token)) continue;
          const file = relative(dirname(chunk.fileName), own.fileName);
          chunk.code = chunk.code.replaceAll(token, file.startsWith('.') ? file : `./${file}`);
        }
      }
    },
  };
}
