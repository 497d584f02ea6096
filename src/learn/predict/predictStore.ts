/**
 * Predict the store, as the player plays: a vanilla zustand store that watches the player's store and,
 * when its cursor lands on a prediction point of the chapter's Trace, pauses it and asks. An answer is
 * scored (once per question, in the `ScoreBook`), and the player plays on into the store's real answer.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { StoryId, Trace } from '../../core/trace';
import type { PlayerState, PlayerStore } from '../../player/playerState';
import { predictionPoints, type Choice, type PredictionPoint } from './predictions';
import { questionId, type Score, type ScoreBook } from './scoreBook';

/** A question on screen: the point, and its id in the score book. */
export interface Question extends PredictionPoint {
  id: string;
  story: StoryId;
}

export interface Feedback {
  question: Question;
  choice: Choice;
  right: boolean;
}

export interface PredictState {
  enabled: boolean;
  asking: Question | undefined;
  feedback: Feedback | undefined;
  score: Score;
  setEnabled(on: boolean): void;
  /** Answers the question on screen, then plays on into the store's answer. */
  answer(choice: Choice): void;
  /** Lets the question go unanswered and plays on. */
  skip(): void;
}

export type PredictStore = StoreApi<PredictState>;

const pointsOf = new WeakMap<Trace, PredictionPoint[]>();

/** The prediction points of a Trace, computed once per Trace. */
export function cachedPoints(trace: Trace): PredictionPoint[] {
  let points = pointsOf.get(trace);
  if (!points) pointsOf.set(trace, (points = predictionPoints(trace)));
  return points;
}

export function createPredictStore(player: PlayerStore, book: ScoreBook, options: { enabled?: boolean; onScore?: (score: Score) => void } = {}): PredictStore {
  // Questions already put to the learner in this visit: seeking back does not ask them again.
  const asked = new Set<string>();

  const store = createStore<PredictState>()((set, get) => ({
    enabled: options.enabled ?? false,
    asking: undefined,
    feedback: undefined,
    score: book.score(),
    setEnabled(on) {
      set({ enabled: on, ...(on ? {} : { asking: undefined }) });
      if (on) check(player.getState(), undefined);
    },
    answer(choice) {
      const question = get().asking;
      if (!question) return;
      const right = choice === question.answer;
      const score = book.record(question.id, right);
      set({ asking: undefined, feedback: { question, choice, right }, score });
      options.onScore?.(score);
      player.getState().play();
    },
    skip() {
      if (!get().asking) return;
      set({ asking: undefined });
      player.getState().play();
    },
  }));

  const check = (s: PlayerState, prev: PlayerState | undefined) => {
    const { enabled, asking } = store.getState();
    if (prev && (s.chapter !== prev.chapter || s.story !== prev.story)) store.setState({ feedback: undefined, asking: undefined });
    else if (asking && (s.cursor !== asking.beat || s.playing)) store.setState({ asking: undefined }); // moved on: skipped
    if (!enabled || store.getState().asking) return;
    const slot = s.traces[s.chapter];
    if (slot?.status !== 'ready') return;
    const point = cachedPoints(slot.trace).find((p) => p.beat === s.cursor);
    if (!point) return;
    const id = questionId(slot.trace, point.beat);
    if (asked.has(id)) return;
    asked.add(id);
    if (s.playing) s.pause();
    store.setState({ asking: { ...point, id, story: slot.trace.story }, feedback: undefined });
  };
  player.subscribe((s, prev) => {
    if (s.cursor !== prev.cursor || s.chapter !== prev.chapter || s.traces !== prev.traces || s.playing !== prev.playing || s.story !== prev.story) check(s, prev);
  });
  return store;
}
