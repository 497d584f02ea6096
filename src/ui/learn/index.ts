/**
 * The learning tools' views, in a chunk of their own: they load after the player has painted, and
 * their workers (the lab, the race finder) start only when used.
 */
export { LearnArea } from './LearnArea';
export { LearnPrompt } from './LearnPrompt';
// For course platforms (src/lms): the prediction store, its answers and the cloze's checks, once this chunk is here.
export { learnStores } from './learnStores';
export { watchAnswers } from '../../lms/predictionAnswers';
export { watchRecall } from '../../lms/recallAnswers';
