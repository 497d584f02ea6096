import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin } from './compileHintsPlugin';

// A tiny app shaped like ours: an entry that lazily imports a chunk with its own stylesheet and a
// shared module, so Vite writes its preload preamble (`__vite__mapDeps`) at the top of the entry.
const root = mkdtempSync(join(tmpdir(), 'compile-hints-'));
writeFileSync(join(root, 'index.html'), '<!doctype html><script type="module" src="./main.js"></script>');
writeFileSync(join(root, 'main.js'), "import { shared } from './shared.js';\nshared();\nimport('./lazy.js').then((m) => m.run());\n");
writeFileSync(join(root, 'lazy.js'), "import './lazy.css';\nimport { shared } from './shared.js';\nexport function run() { return shared() + 1; }\n");
writeFileSync(join(root, 'shared.js'), 'export function shared() { return document.title.length; }\n');
writeFileSync(join(root, 'lazy.css'), 'body { color: red; }\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function chunksOf(withHints: boolean): Promise<Rolldown.OutputChunk[]> {
  const result = await build({ root, logLevel: 'silent', configFile: false, plugins: withHints ? [compileHintsPlugin()] : [], build: { write: false, minify: false } });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((o) => o.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk'));
}

describe('V8 compile hints', () => {
  it('open every chunk, before the preload preamble Vite writes, once', async () => {
    const chunks = await chunksOf(true);
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    expect(chunks.some((chunk) => chunk.code.includes('__vite__mapDeps'))).toBe(true);
    for (const chunk of chunks) {
      expect(chunk.code.startsWith(COMPILE_HINT), chunk.fileName).toBe(true);
      expect(chunk.code.split(COMPILE_HINT.trim()).length - 1, chunk.fileName).toBe(1);
    }
  });

  it('are not there without the plugin', async () => {
    for (const chunk of await chunksOf(false)) expect(chunk.code).not.toContain(COMPILE_HINT.trim());
  });
});
