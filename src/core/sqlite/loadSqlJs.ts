import type { SqlJsStatic } from 'sql.js';

let loading: Promise<SqlJsStatic> | undefined;

/**
 * sql.js in Node (tests, command-line scripts, the benchmark): the Node build reads its wasm from
 * `node_modules`. Core takes a `SqlJsStatic` from its caller everywhere else; in the page the engine
 * worker loads sql.js from the app's own origin (src/platform/sqlite/loadSqlJs.ts).
 *
 * The promise is cached, so every caller in one process shares one compiled module; a failed load is
 * not, so a second call tries again.
 */
export function loadSqlJs(): Promise<SqlJsStatic> {
  loading ??= import('sql.js')
    .then(({ default: initSqlJs }) => initSqlJs())
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
