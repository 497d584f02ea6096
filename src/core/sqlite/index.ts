export { loadSqlJs, SqlJsLoadError } from './loadSqlJs';
export { openDatabase } from './openDatabase';
export { Connection, connectionFor } from './connection';
export type { Row, StatementEvent, StatementObserver } from './connection';
