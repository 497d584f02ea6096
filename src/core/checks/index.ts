/** The scene's invariants and what each client knows, as pure functions over a Trace. */
export { chargedOnce, CHECK_IDS, checkTrace, ledgerCounts } from './checks';
export type { CheckId, CheckResult } from './checks';
export { clientViews } from './clientView';
export type { IntentView, Knowledge } from './clientView';
export { traceChecks, verdictChanges } from './verdicts';
