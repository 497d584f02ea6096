import { useMemo } from 'react';
import type { SceneConfig } from '../../core/sim/scene';
import type { Actor, StoryId, Trace } from '../../core/trace';
import { laneName } from '../../narration/lanes';
import { words } from '../../narration/words';
import { selectStory, selectTrace } from '../../player/selectors';
import { offersAt, type Offer } from '../../sandbox/offers';
import { SCENE_VERSION } from '../../sandbox/sceneFormat';
import type { ActedFrom } from '../../sandbox/sandboxStore';
import { usePlayer, usePlayerStore } from '../playerContext';
import { interner } from '../model/interned';
import { sandboxFor } from './sandboxSession';
import { sceneBlank } from './sceneBlank';
import { useSandbox } from './useSandbox';

/** The actions that apply at the current beat, and how to name and take one. */
export interface OffersHere {
  offers: readonly Offer[];
  /** An offer's button text, its verb first. */
  labelOf(offer: Offer): string;
  /** Takes `offer` at the current beat; `from` is where, so that place's live region says what it did. */
  take(offer: Offer, from: ActedFrom): void;
  /** A scene is re-running: every action waits for it. */
  building: boolean;
}

/** The offers at a beat of one Trace, built with a scene and so many actions: worked out once a beat, interned. */
type OffersByBeat = (beat: number) => readonly Offer[];
const offersByScene = new WeakMap<Trace, WeakMap<SceneConfig, Map<number, OffersByBeat>>>();

function offersByBeat(trace: Trace, config: SceneConfig, taken: number): OffersByBeat {
  let byConfig = offersByScene.get(trace);
  if (!byConfig) offersByScene.set(trace, (byConfig = new WeakMap()));
  let byTaken = byConfig.get(config);
  if (!byTaken) byConfig.set(config, (byTaken = new Map()));
  let at = byTaken.get(taken);
  if (!at) {
    const same = interner((offers: readonly Offer[]) => JSON.stringify(offers));
    const beats = new Map<number, readonly Offer[]>();
    at = (beat) => {
      let offers = beats.get(beat);
      if (!offers) beats.set(beat, (offers = same(offersAt(trace, config, beat, taken))));
      return offers;
    };
    byTaken.set(taken, at);
  }
  return at;
}

/**
 * The offers at the current beat, as the panel's groups and the stage's action menus both show them
 * (one list, read once from `offersAt`). The same object at every beat that offers the same, so a
 * seek re-renders its users only when the offers change (or the Trace, or the learner's scene);
 * undefined before a Trace is on screen. The beat an action is taken at is read when it is taken.
 */
export function useOffers(): OffersHere | undefined {
  const player = usePlayerStore();
  const sandbox = sandboxFor(player);
  const trace = usePlayer(selectTrace);
  const story = usePlayer(selectStory);
  const scene = useSandbox((s) => s.scene);
  const config = useSandbox((s) => s.config);
  const building = useSandbox((s) => s.building);
  const at = trace && offersByBeat(trace, config ?? sceneBlank(story), scene?.actions.length ?? 0);
  const offers = usePlayer((s) => at?.(s.cursor));
  return useMemo(() => {
    if (!offers) return undefined;
    const labelOf = (offer: Offer) => words.sandbox.label(offer.action, story, (id) => words.breaks.switches[id].label, offer.waitMs);
    return {
      offers,
      labelOf,
      building,
      take(offer, from) {
        const said = labelOf(offer);
        const state = sandbox.getState();
        const cursor = player.getState().cursor;
        if (state.scene) void state.act(offer.action, cursor, said, from);
        else void state.open({ version: SCENE_VERSION, story, from: { chapter: 'sandbox' }, actions: [offer.action] }, cursor, said, from);
      },
    };
  }, [offers, building, story, sandbox, player]);
}

/** The heading of the offers on `on`: the lane's name of an actor, else narration's name for the group. */
export function groupHeading(story: StoryId, actors: readonly Actor[], on: string): string {
  const actor = actors.find((a) => a.id === on);
  return actor ? laneName(story, actor) : (words.sandbox.on[on] ?? on);
}
