/**
 * The names of the stage's lanes and of the clients in sentences. Core names actors by id and role;
 * these are their words, per story ("the phone" in PayFlow is "the desk app" in the library).
 */
import type { Actor, StoryId } from '../core/trace';

/** A client as a sentence names it mid-sentence, by actor id. */
const CLIENTS: Record<StoryId, Readonly<Record<string, string>>> = {
  payflow: { phone: 'the phone', 'phone-a': "Ana's phone", 'phone-b': "Ben's phone" },
  library: { phone: 'the desk app', 'desk-a': 'desk A', 'desk-b': 'desk B' },
};

const ROLES: Readonly<Record<Exclude<Actor['role'], 'client' | 'worker'>, string>> = {
  network: 'Network',
  database: 'SQLite',
  provider: 'PayCo',
  clock: 'Retention job',
};

/** A client (by actor id) in a sentence: "the phone", "Ana’s phone", "desk A"; its id if unknown. */
export function clientName(story: StoryId, id: string): string {
  return CLIENTS[story][id] ?? id;
}

/** A worker (by actor id) as its lane and every sentence name it: "Worker 2". */
export function workerName(id: string): string {
  return id.replace(/^worker-(\d+)$/, 'Worker $1');
}

/** The name on an actor's lane: "The phone", "Worker 1", "SQLite", "PayCo". */
export function laneName(story: StoryId, actor: Pick<Actor, 'id' | 'role'>): string {
  if (actor.role === 'client') {
    const name = clientName(story, actor.id);
    return name.charAt(0).toUpperCase() + name.slice(1);
  }
  if (actor.role === 'worker') return workerName(actor.id);
  return ROLES[actor.role];
}
