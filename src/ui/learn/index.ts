/**
 * The learning tools' views, in a chunk of their own: they load after the player has painted, and
 * their workers (the lab, the race finder) start only when used.
 */
export { LearnArea } from './LearnArea';
export { LearnPrompt } from './LearnPrompt';
