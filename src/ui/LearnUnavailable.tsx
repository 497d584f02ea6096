import { learnTools } from './learn/loadLearn';

/** Says the learning tools could not be loaded, with Retry; the scenes play on without them. */
export function LearnUnavailable({ message }: { message: string }) {
  return (
    <p className="learn-unavailable muted" role="status">
      {message} The scenes still play.{' '}
      <button type="button" className="text-button" onClick={() => void learnTools.start().catch(() => {})}>
        Retry
      </button>
    </p>
  );
}
