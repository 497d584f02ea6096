/**
 * Where the page's sql.js comes from: the wasm is a Vite asset served from the app's own origin,
 * fetched and compiled by streaming (`WebAssembly.instantiateStreaming`), never from a CDN. Only the
 * engine worker imports this file (src/engineWorker.ts), so the glue is bundled once, in that worker,
 * and the wasm is the one `sql-wasm-browser` file of the build. (Node loads sql.js with core's own
 * `loadSqlJs`, src/core/sqlite/loadSqlJs.ts.)
 */
import type { SqlJsStatic } from 'sql.js';
import initSqlJs from 'sql.js/dist/sql-wasm-browser.js';
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import { problemOf, Refusal } from '../../core/problem';
import { retryUrl } from '../retryUrl';

/** Thrown when the SQLite engine cannot be loaded; its problem says why, for a learner. */
export class SqlJsLoadError extends Refusal {
  constructor(cause: unknown) {
    super({ kind: 'sqlNotLoaded', why: problemOf(cause) }, { cause });
    this.name = 'SqlJsLoadError';
  }
}

let loading: Promise<SqlJsStatic> | undefined;

/**
 * sql.js, loaded once per realm: every caller shares one compiled module. A failed load is not
 * cached, so "Retry" really retries, in this same realm (see below).
 */
export function loadSqlJs(): Promise<SqlJsStatic> {
  loading ??= (import.meta.env.MODE === 'test' ? loadInVitest() : load()).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * sql.js starts its module once per realm and caches that start, pending or not; if our wasm hook
 * fails, the start waits for it forever. So the hook's arguments are kept, and a retry fetches the
 * wasm again and completes that same pending start.
 */
let engine: Promise<SqlJsStatic> | undefined;
let awaitingWasm: { imports: WebAssembly.Imports; onInstantiated: (instance: WebAssembly.Instance) => void } | undefined;
/** Fetches of the wasm in this realm so far: a retry asks for a new URL, which no cache has seen fail. */
let wasmFetches = 0;

async function load(): Promise<SqlJsStatic> {
  let rejectLoad: (error: unknown) => void = () => {};
  const failure = new Promise<never>((_, reject) => (rejectLoad = reject));
  const instantiate = () => {
    const waiting = awaitingWasm!;
    instantiateStreaming(retryUrl(wasmUrl, wasmFetches++), waiting.imports).then(({ instance }) => {
      awaitingWasm = undefined;
      waiting.onInstantiated(instance);
    }, rejectLoad);
  };
  if (engine && awaitingWasm) {
    instantiate();
  } else {
    engine ??= initSqlJs({
      instantiateWasm(imports, onInstantiated) {
        awaitingWasm = { imports, onInstantiated };
        instantiate();
        return undefined;
      },
    });
  }
  try {
    return await Promise.race([engine, failure]);
  } catch (error) {
    throw new SqlJsLoadError(error);
  }
}

/**
 * Vitest runs the page's code in Node (the engine in the page, behind `buildTrace`), where no server
 * serves the wasm: Node's own sql.js stands in. The build leaves this branch, and its import, out.
 */
async function loadInVitest(): Promise<SqlJsStatic> {
  const { loadSqlJs: loadInNode } = await import('../../core/sqlite/loadSqlJs');
  return loadInNode();
}

async function instantiateStreaming(url: string, imports: WebAssembly.Imports): Promise<WebAssembly.WebAssemblyInstantiatedSource> {
  const response = await fetch(url);
  if (!response.ok) throw new Refusal({ kind: 'serverAnswered', status: response.status, statusText: response.statusText });
  // A server that does not send application/wasm makes streaming refuse; compile from bytes instead.
  const spare = response.clone();
  try {
    return await WebAssembly.instantiateStreaming(response, imports);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return WebAssembly.instantiate(await spare.arrayBuffer(), imports);
  }
}
