import type { Actor, StoryId } from '../../core/trace';
import { laneName, nameInSentence } from '../../narration/lanes';

/** An actor's name as the stage shows it ("Worker 1"), or its id if the scene has no such lane. */
export function actorLabel(story: StoryId, actors: readonly Actor[], id: string): string {
  const actor = actors.find((a) => a.id === id);
  return actor ? laneName(story, actor) : id;
}

/** An actor's name in the middle of a sentence ("by Worker 1", "por el trabajador 1"), or its id if the scene has no such lane. */
export function actorInSentence(story: StoryId, actors: readonly Actor[], id: string): string {
  const actor = actors.find((a) => a.id === id);
  return actor ? nameInSentence(story, actor) : id;
}
