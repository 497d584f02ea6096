/**
 * A comparison's code, in a chunk of its own: it loads the first time a learner presses "Compare…" or
 * opens a `compare=` link, never with a chapter.
 */
export { ComparePicker } from './ComparePicker';
export { CompareScene } from './CompareScene';
export { compareFor, openCompareLink } from './session';
