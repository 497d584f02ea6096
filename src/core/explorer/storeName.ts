/** The race explorer's name for the store it searched when that store is the learner's own: narration words it in the learner's language. */
export const YOUR_STORE = 'yours';
