/** The contract as a learner reads it above the editor: the same in every language, since it is code. */
export const CONTRACT_SIGNATURE = `import { fingerprint, ConflictError, MismatchError } from 'cloakroom';

export class IdempotencyStore {
  constructor(db, { lockMs, now }) { … }
  async run(key, params, work) { … }
}`;
