import type { PhoneConfig } from './phoneConfig';
import type { SceneConfig } from './scene';
import { JOB_ACTOR } from './world';
import { storyProfile } from '../stories';
import type { Actor, StoryId } from '../trace/types';

/**
 * The lanes of a scene, in the order the stage draws them: its clients, the network, its workers,
 * SQLite, PayCo where the story has it, and the retention job where the scene runs one. One function
 * for the chapters, the lab and the explorer's replays.
 */
export function lanesOf(story: StoryId, scene: { phones: readonly Pick<PhoneConfig, 'id'>[]; workers: readonly string[]; jobs?: SceneConfig['jobs'] }): Actor[] {
  const actors: Actor[] = scene.phones.map((p) => ({ id: p.id, role: 'client' }));
  actors.push({ id: 'network', role: 'network' });
  for (const w of scene.workers) actors.push({ id: w, role: 'worker' });
  actors.push({ id: 'db', role: 'database' });
  if (storyProfile(story).provider) actors.push({ id: 'payco', role: 'provider' });
  if (scene.jobs?.some((j) => j.kind === 'prune')) actors.push({ id: JOB_ACTOR, role: 'clock' });
  return actors;
}
