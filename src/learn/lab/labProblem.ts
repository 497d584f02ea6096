/** Why the lab service refuses a request, as data the catalog words (`words.problems.say`). */
export type LabProblem =
  /** An order replayed before a run has finished: there is no checkout to replay. */
  { kind: 'labNotRun' };
