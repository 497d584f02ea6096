import { learnTools } from './learn/loadLearn';
import { words } from '../narration/words';
import { shellWords } from '../narration/shellWords';

/** Says the learning tools could not be loaded, with Retry; the scenes play on without them. */
export function LearnUnavailable({ message }: { message: string }) {
  return (
    <p className="learn-unavailable muted" role="status">
      {words.scene.learnUnavailable(message)}{' '}
      <button type="button" className="text-button" onClick={() => void learnTools.start().catch(() => {})}>
        {shellWords.retry}
      </button>
    </p>
  );
}
