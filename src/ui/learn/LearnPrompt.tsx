import type { ScoreBook } from '../../learn/predict/scoreBook';
import { usePlayerStore } from '../playerContext';
import { learnStores } from '../../learn/learnStores';
import { PredictPrompt } from './PredictPrompt';
import './learn.css';

/** The prediction question (or its feedback), beside the captions. */
export function LearnPrompt({ book }: { book: ScoreBook }) {
  const { predict } = learnStores(usePlayerStore(), book);
  return <PredictPrompt store={predict} />;
}
