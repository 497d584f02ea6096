import { useEffect, useState } from 'react';
import type { PlayerStore } from '../player/playerState';
import { connectCourse, type Course } from './connectCourse';
import type { ScormSession } from './scorm/session';
import { randomUuid } from './uuid';

/**
 * Course platforms for this player: xAPI statements to `origin` (when set) and the SCORM session (in a
 * package). With either, the part that reads predictions and the cloze's checks loads in its own chunk
 * and listens from then on; the learning tools report to it as soon as they are made.
 * Returns the tap for the embed bridge's host.
 */
export function useCourse(player: PlayerStore, origin: string | null, scorm: ScormSession | undefined): Course['tap'] {
  const [course] = useState(() =>
    connectCourse({ player, origin, scorm, publicUrl: new URL('./', window.location.href).href, uuid: randomUuid, now: () => Date.now() }),
  );
  useEffect(() => course.start(), [course]);
  useEffect(() => {
    if (origin === null && !scorm) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    import('./courseAnswers').then(
      ({ reportAnswers }) => {
        if (!unmounted) stop = reportAnswers(player, course);
      },
      () => {}, // the course then hears no answers, as when the learning tools themselves fail to load
    );
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [course, player, origin, scorm]);
  return course.tap;
}
