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

async function loadInBrowser(): Promise<SqlJsStatic> {
  const [{ default: initSqlJs }, { default: wasmUrl }] = await Promise.all([
    import('sql.js/dist/sql-wasm-browser.js'),
    import('sql.js/dist/sql-wasm-browser.wasm?url'),
  ]);
  // Emscripten waits forever if our instantiateWasm hook fails, so the failure races the init.
  let rejectLoad: (error: unknown) => void = () => {};
  const failure = new Promise<never>((_, reject) => (rejectLoad = reject));
  const ready = initSqlJs({
    instantiateWasm(imports, onInstantiated) {
      instantiateStreaming(wasmUrl, imports).then(({ instance }) => onInstantiated(instance), rejectLoad);
      return undefined;
    },
  });
  try {
    return await Promise.race([ready, failure]);
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

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
