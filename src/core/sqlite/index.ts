export { loadSqlJs } from './loadSqlJs';
export { openDatabase } from './openDatabase';
export { Connection, connectionFor } from './connection';
export type { Row, StatementEvent, StatementObserver } from './connection';
export { sqlJsDriver } from './driver';
export type { PreparedStatement, SqlDriver } from './driver';
