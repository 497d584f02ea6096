import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const cache = new Map<string, number>();

/** Gzip size in bytes (level 9, as Vite reports it) of a file the page loaded, read from dist/. */
export function gzipBytes(distDir: string, url: string): number {
  const path = decodeURIComponent(new URL(url).pathname);
  let size = cache.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(distDir, path)), { level: 9 }).length;
    cache.set(path, size);
  }
  return size;
}

/** Is this resource JavaScript that counts toward the budgets (not wasm, not a worker)? */
export function isBudgetedScript(url: string, workerUrls: ReadonlySet<string>): boolean {
  const path = new URL(url).pathname;
  return path.endsWith('.js') && !workerUrls.has(url) && !/worker/i.test(path) && !path.endsWith('/embed.js');
}
