/** The two stories' facts (endpoint, ledger, ids, bodies, fingerprint): code asks these, never `story === …`. */
import type { StoryId } from '../trace/types';
import { LIBRARY } from './library';
import { PAYFLOW } from './payflow';
import type { StoryProfile } from './types';

export type { Ledger, ShopDeps, StoryFacts, StoryProfile } from './types';
export { STORY_FACTS, storyFacts } from './facts';

export const STORIES: Readonly<Record<StoryId, StoryProfile>> = { payflow: PAYFLOW, library: LIBRARY };

/** The profile of `story`. */
export function storyProfile(story: StoryId): StoryProfile {
  return STORIES[story];
}
