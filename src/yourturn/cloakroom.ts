/**
 * The module a learner's store imports as `'cloakroom'` (DESIGN.md, "Your turn"): the lesson's own
 * `fingerprint`, `ConflictError` (409) and `MismatchError` (422). They are the store contract's very
 * classes, so the harness and the scenes read a learner's throw exactly as they read the lesson's.
 */
import { ConflictError, MismatchError, fingerprint } from '../core/store';

/** What `import … from 'cloakroom'` gives the learner's code. */
export const CLOAKROOM_MODULE = Object.freeze({ fingerprint, ConflictError, MismatchError });

export { ConflictError, MismatchError, fingerprint };
