/** The PayFlow lesson's `l4` experiment, counted from real ledgers. */
export { runLab, LAB_VERSIONS } from './lab';
export type { LabOptions } from './lab';
export { formatLabTable } from './format';
export { buildLabTrace, LESSON_LAB } from './labTrace';
