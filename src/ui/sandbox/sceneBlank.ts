import { blankScene } from '../../sandbox/sandboxScene';
import type { SceneConfig } from '../../core/sim/scene';
import type { StoryId } from '../../core/trace';

const blanks = new Map<StoryId, SceneConfig>();

/** The blank sandbox's scene in `story`, made once (what the first actions are offered against). */
export function sceneBlank(story: StoryId): SceneConfig {
  let scene = blanks.get(story);
  if (!scene) blanks.set(story, (scene = blankScene(story)));
  return scene;
}
