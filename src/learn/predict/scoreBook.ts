/**
 * The prediction score, kept in the learner's own browser (localStorage) and nowhere else. Each
 * question counts once: the first answer to it is the one scored, however often the chapter is replayed.
 * Only questions that exist count: answers read back from storage wait, uncounted, until `verify` has
 * found their questions in the real scenes; the rest are dropped (an older scene's beats, an edited store).
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

export interface ScoreBookOptions {
  key?: string;
  /**
   * Which of these question ids exist (`existingQuestions` over the real scenes). Without it, answers
   * from storage never count; if it rejects, they stay stored, uncounted, for a later visit to check.
   */
  verify?: (ids: string[]) => Promise<ReadonlySet<string>>;
}

export const SCORE_KEY = 'cloakroom:predictions';

export function createScoreBook(storage: ScoreStorage | undefined, options: ScoreBookOptions = {}): ScoreBook {
  const key = options.key ?? SCORE_KEY;
  // Counted: answered in this visit, or read back and found to exist.
  const answers: Record<string, boolean> = Object.create(null);
  // Read back, not yet checked.
  let unchecked = load(storage, key);
  const listeners = new Set<() => void>();
  const save = () => {
    try {
      storage?.setItem(key, JSON.stringify({ ...unchecked, ...answers }));
    } catch {
      // Full or forbidden storage: the score still counts for this visit.
    }
  };
  const changed = () => {
    save();
    for (const listener of listeners) listener();
  };
  const score = (): Score => {
    const values = Object.values(answers);
    return { right: values.filter(Boolean).length, asked: values.length };
  };
  const ids = Object.keys(unchecked);
  if (ids.length > 0 && options.verify) {
    options.verify(ids).then(
      (existing) => {
        for (const id of ids) if (existing.has(id) && !(id in answers) && id in unchecked) answers[id] = unchecked[id]!;
        unchecked = Object.create(null);
        changed();
      },
      () => {}, // Could not build the scenes to check: the answers stay stored, uncounted.
    );
  }
  return {
    score,
    answered: (question) => question in answers || question in unchecked,
    record(question, right) {
      if (question in answers) return score();
      // Asked again before its stored answer was checked: the question exists (it was just asked), and the first answer stands.
      answers[question] = question in unchecked ? unchecked[question]! : right;
      delete unchecked[question];
      changed();
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
  // No prototype: an id such as "__proto__" or "toString" is data, never an inherited name.
  const answers: Record<string, boolean> = Object.create(null);
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return answers;
    for (const [id, right] of Object.entries(parsed)) if (typeof right === 'boolean') answers[id] = right;
  } catch {
    // Unreadable: nothing to count.
  }
  return answers;
}

/** A question's id: the scene it belongs to and the beat it pauses on. */
export function questionId(scene: { story: string; chapter: string; breaks: readonly string[] }, beat: number): string {
  return `${scene.story}/${scene.chapter}/${[...scene.breaks].sort().join('+') || 'plain'}/${beat}`;
}
