/** The scene's invariants and what each client knows, as pure functions over a Trace. */
export { chargedOnce, CHECK_IDS, checkTrace, ledgerCounts } from './checks';
export type { CheckId, CheckResult } from './checks';
export { answersRead, clientViews } from './clientView';
export type { IntentView, Knowledge, ReadAnswer } from './clientView';
export { assertionProblems } from './captionAssertions';
export type { AssertionContext, CaptionAssertion, VarName } from './captionAssertions';
export { traceChecks, verdictChanges } from './verdicts';
