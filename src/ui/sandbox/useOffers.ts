import type { Actor, StoryId } from '../../core/trace';
import { laneName } from '../../narration/lanes';
import { words } from '../../narration/words';
import { selectCursor, selectStory, selectTrace } from '../../player/selectors';
import { offersAt, type Offer } from '../../sandbox/offers';
import { SCENE_VERSION } from '../../sandbox/sceneFormat';
import type { ActedFrom } from '../../sandbox/sandboxStore';
import { usePlayer, usePlayerStore } from '../playerContext';
import { sandboxFor } from './sandboxSession';
import { sceneBlank } from './sceneBlank';
import { useSandbox } from './useSandbox';

/** The actions that apply at the current beat, and how to name and take one. */
export interface OffersHere {
  offers: Offer[];
  /** An offer's button text, its verb first. */
  labelOf(offer: Offer): string;
  /** Takes `offer` at the current beat; `from` is where, so that place's live region says what it did. */
  take(offer: Offer, from: ActedFrom): void;
  /** A scene is re-running: every action waits for it. */
  building: boolean;
}

/**
 * The offers at the current beat, as the panel's groups and the stage's action menus both show them
 * (one list, read once from `offersAt`). Re-renders when the beat, the Trace or the learner's scene
 * changes; undefined before a Trace is on screen.
 */
export function useOffers(): OffersHere | undefined {
  const sandbox = sandboxFor(usePlayerStore());
  const trace = usePlayer(selectTrace);
  const cursor = usePlayer(selectCursor);
  const story = usePlayer(selectStory);
  const scene = useSandbox((s) => s.scene);
  const config = useSandbox((s) => s.config);
  const building = useSandbox((s) => s.building);
  if (!trace) return undefined;
  const labelOf = (offer: Offer) => words.sandbox.label(offer.action, story, (id) => words.breaks.switches[id].label, offer.waitMs);
  return {
    offers: offersAt(trace, config ?? sceneBlank(story), cursor, scene?.actions.length ?? 0),
    labelOf,
    building,
    take(offer, from) {
      const said = labelOf(offer);
      const state = sandbox.getState();
      if (state.scene) void state.act(offer.action, cursor, said, from);
      else void state.open({ version: SCENE_VERSION, story, from: { chapter: 'sandbox' }, actions: [offer.action] }, cursor, said, from);
    },
  };
}

/** The heading of the offers on `on`: the lane's name of an actor, else narration's name for the group. */
export function groupHeading(story: StoryId, actors: readonly Actor[], on: string): string {
  const actor = actors.find((a) => a.id === on);
  return actor ? laneName(story, actor) : (words.sandbox.on[on] ?? on);
}
