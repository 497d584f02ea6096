/**
 * The names of the stage's lanes and of the clients in sentences. Core names actors by id and role;
 * these are their words, per story, in the active language (`LaneWords`).
 */
import type { Actor, StoryId } from '../core/trace';
import { language } from './language';

/** A client (by actor id) in a sentence: "the phone", "Ana’s phone", "desk A"; its id if unknown. */
export function clientName(story: StoryId, id: string): string {
  return language().lanes.clients[story][id] ?? id;
}

/** A worker's number, from its actor id (`worker-2` → "2"); undefined for any other id. */
const workerNumber = (id: string) => /^worker-(\d+)$/.exec(id)?.[1];

/** A worker (by actor id) as its lane and every sentence name it: "Worker 2"; any other id as it is. */
export function workerName(id: string): string {
  const n = workerNumber(id);
  return n === undefined ? id : language().lanes.worker(n);
}

/**
 * An actor in the middle of a sentence, after a preposition ("from …", "by …"): "the phone", "Worker 1",
 * "the network"; in Spanish with its article, "el móvil", "el trabajador 1", so "de" can contract with it.
 */
export function nameInSentence(story: StoryId, actor: Pick<Actor, 'id' | 'role'>): string {
  if (actor.role === 'client') return clientName(story, actor.id);
  if (actor.role === 'worker') {
    const n = workerNumber(actor.id);
    return n === undefined ? actor.id : language().lanes.workerInSentence(n);
  }
  return language().lanes.rolesInSentence[actor.role];
}

/** The name on an actor's lane: "The phone", "Worker 1", "SQLite", "PayCo". */
export function laneName(story: StoryId, actor: Pick<Actor, 'id' | 'role'>): string {
  if (actor.role === 'client') return language().lanes.lane(clientName(story, actor.id));
  if (actor.role === 'worker') return workerName(actor.id);
  return language().lanes.roles[actor.role];
}
