/** The PayFlow lesson's `l4` experiment, counted from real ledgers. */
export { runLab, LAB_VERSIONS, LAB_TIMING } from './lab';
export type { LabOptions } from './lab';
export { LabVersionRun, outcomeOf, sameKeyTally } from './labVersion';
export type { AttemptLine, LabKeyMaker, LabRunOptions, LabSettings, LabTally, OrderLog } from './labVersion';
export { buildOrderTrace } from './orderTrace';
export { buildLabTrace, LESSON_LAB } from './labTrace';
