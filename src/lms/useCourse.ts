import { useEffect, useState } from 'react';
import type { ScoreBook } from '../learn/predict/scoreBook';
import type { PlayerStore } from '../player/playerStore';
import { learnTools } from '../ui/learn/loadLearn';
import { connectCourse, type Course } from './connectCourse';
import type { ScormSession } from './scorm/session';
import { randomUuid } from './uuid';

/**
 * Course platforms for this player: xAPI statements to `origin` (when set) and the SCORM session (in a
 * package). Predictions and the cloze's checks are read once the learning tools' chunk has arrived:
 * nothing is asked before.
 * Returns the tap for the embed bridge's host.
 */
export function useCourse(player: PlayerStore, book: ScoreBook, origin: string | null, scorm: ScormSession | undefined): Course['tap'] {
  const [course] = useState(() =>
    connectCourse({ player, origin, scorm, publicUrl: new URL('./', window.location.href).href, uuid: randomUuid, now: () => Date.now() }),
  );
  useEffect(() => course.start(), [course]);
  useEffect(() => {
    if (origin === null && !scorm) return;
    let stop: (() => void) | undefined;
    const attach = () => {
      const state = learnTools.getState();
      if (stop || state.status !== 'ready') return;
      const stopAnswers = state.module.watchAnswers(state.module.learnStores(player, book).predict, () => player.getState().chapter, course.answer);
      const stopRecall = state.module.watchRecall(course.recall);
      stop = () => {
        stopAnswers();
        stopRecall();
      };
    };
    const unsubscribe = learnTools.subscribe(attach);
    attach();
    return () => {
      unsubscribe();
      stop?.();
    };
  }, [course, player, book, origin, scorm]);
  return course.tap;
}
