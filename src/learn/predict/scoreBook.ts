/**
 * The prediction score, kept in the learner's own browser (localStorage) and nowhere else. Each
 * question counts once: the first answer to it is the one scored, however often the chapter is replayed.
 */

/** Right answers out of questions answered: what `cloakroom:progress` carries. */
export interface Score {
  right: number;
  asked: number;
}

/** The part of `Storage` the book uses; missing or throwing storage (private mode, a sandbox) is survived. */
export type ScoreStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface ScoreBook {
  score(): Score;
  /** Whether this question was answered before (in any visit). */
  answered(question: string): boolean;
  /** Records an answer; returns the score after it. A second answer to the same question is not scored. */
  record(question: string, right: boolean): Score;
  /** Calls `listener` whenever the score changes; returns how to stop. */
  subscribe(listener: () => void): () => void;
}

export const SCORE_KEY = 'cloakroom:predictions';

export function createScoreBook(storage: ScoreStorage | undefined, key = SCORE_KEY): ScoreBook {
  const answers = load(storage, key);
  const listeners = new Set<() => void>();
  const score = (): Score => {
    const values = Object.values(answers);
    return { right: values.filter(Boolean).length, asked: values.length };
  };
  return {
    score,
    answered: (question) => question in answers,
    record(question, right) {
      if (!(question in answers)) {
        answers[question] = right;
        try {
          storage?.setItem(key, JSON.stringify(answers));
        } catch {
          // Full or forbidden storage: the score still counts for this visit.
        }
        for (const listener of listeners) listener();
      }
      return score();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's localStorage, or undefined where touching it throws (sandboxed iframes, some private modes). */
export function browserStorage(): ScoreStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function load(storage: ScoreStorage | undefined, key: string): Record<string, boolean> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'));
  } catch {
    return {};
  }
}

/** A question's id: the scene it belongs to and the beat it pauses on. */
export function questionId(scene: { story: string; chapter: string; breaks: readonly string[] }, beat: number): string {
  return `${scene.story}/${scene.chapter}/${[...scene.breaks].sort().join('+') || 'plain'}/${beat}`;
}
