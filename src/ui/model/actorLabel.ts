import type { Actor } from '../../core/trace';

/** An actor's name as the stage shows it ("Worker 1"), or its id if the scene has no such lane. */
export function actorLabel(actors: readonly Actor[], id: string): string {
  return actors.find((a) => a.id === id)?.label ?? id;
}
