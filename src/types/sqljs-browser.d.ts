// sql.js ships a browser build without its own typings; it has the same API as the default entry.
declare module 'sql.js/dist/sql-wasm-browser.js' {
  import type initSqlJs from 'sql.js';
  const init: typeof initSqlJs;
  export default init;
}
