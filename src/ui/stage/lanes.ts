/** The stage's lanes: actors grouped by role, in the order a request flows through them. */
import type { Actor, StoryId } from '../../core/trace';
import { words } from '../../narration/words';

export interface LaneModel {
  role: Actor['role'];
  title: string;
  actors: Actor[];
}

const ORDER: Actor['role'][] = ['client', 'network', 'worker', 'clock', 'database', 'provider'];

/** One lane per role present in the scene; timed jobs (retention) get a lane of their own. */
export function lanesOf(actors: readonly Actor[], story: StoryId): LaneModel[] {
  return ORDER.map((role) => ({ role, title: words.stage.lanes[story][role], actors: actors.filter((a) => a.role === role) })).filter(
    (lane) => lane.actors.length > 0,
  );
}
