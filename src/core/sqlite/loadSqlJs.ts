import type { SqlJsStatic } from 'sql.js';

/**
 * The one place that knows where sql.js comes from.
 *
 * - In the page (and in Web Workers) the wasm is a Vite asset served from the app's own origin,
 *   fetched and compiled by streaming (`WebAssembly.instantiateStreaming`), never from a CDN.
 * - In Node (tests, command-line scripts) the Node build reads the wasm from `node_modules`.
 *
 * The promise is cached: every caller in one realm shares one compiled module. A failed load is not
 * cached, so "Retry" really retries.
 */
let loading: Promise<SqlJsStatic> | undefined;

export function loadSqlJs(): Promise<SqlJsStatic> {
  loading ??= (isNode() ? loadInNode() : loadInBrowser()).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Thrown when the SQLite engine cannot be loaded; `message` is fit to show a learner. */
export class SqlJsLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SqlJsLoadError';
  }
}

function isNode(): boolean {
  const proc = (globalThis as { process?: { versions?: { node?: string } } }).process;
  return typeof proc?.versions?.node === 'string';
}

async function loadInNode(): Promise<SqlJsStatic> {
  const { default: initSqlJs } = await import('sql.js');
  return initSqlJs();
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

async function loadInBrowser(): Promise<SqlJsStatic> {
  const [{ default: initSqlJs }, { default: wasmUrl }] = await Promise.all([
    import('sql.js/dist/sql-wasm-browser.js'),
    import('sql.js/dist/sql-wasm-browser.wasm?url'),
  ]);
  let rejectLoad: (error: unknown) => void = () => {};
  const failure = new Promise<never>((_, reject) => (rejectLoad = reject));
  const instantiate = () => {
    const waiting = awaitingWasm!;
    instantiateStreaming(afresh(wasmUrl, wasmFetches++), waiting.imports).then(({ instance }) => {
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
    throw new SqlJsLoadError(`The SQLite engine (sql-wasm.wasm) could not be loaded: ${describe(error)}`, { cause: error });
  }
}

async function instantiateStreaming(url: string, imports: WebAssembly.Imports): Promise<WebAssembly.WebAssemblyInstantiatedSource> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the server answered ${response.status} ${response.statusText}`.trim());
  // A server that does not send application/wasm makes streaming refuse; compile from bytes instead.
  const spare = response.clone();
  try {
    return await WebAssembly.instantiateStreaming(response, imports);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return WebAssembly.instantiate(await spare.arrayBuffer(), imports);
  }
}

/** `url` as it is the first time, with `retry=<n>` in its query after that. */
function afresh(url: string, attempt: number): string {
  if (attempt === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
