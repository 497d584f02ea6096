export * from './types';
export { ticketOf } from './ticket';
export { answerOutcome, comesBack } from './outcome';
export type { AnswerOutcome } from './outcome';
export { partsOf, tellTogether, unfold } from './together';
export { actorConditions } from './conditions';
export type { Condition } from './conditions';
