/** Two runs of one scene, aligned by virtual time, and where they differ (pure; the views are ui's). */
export { alignByTime, stepOfBeat, type AlignedStep } from './align';
export { compareTraces, nextDifference, previousDifference, type CheckPair, type Comparison, type Difference } from './differences';
export { FACETS, facetsAt, stateAt, type Facet } from './facets';
export { summarise, type ComparisonSummary, type ExtraRow, type SideTally, type WorkOrigin } from './summary';
