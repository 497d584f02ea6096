import { useEffect, useState } from 'react';
import { selectCursor } from '../../player/selectors';
import { usePlayer, usePlayerStore } from '../playerContext';
import { useStill } from './useStill';

export interface CarriedBeat {
  /** The beat to draw. */
  cursor: number;
  /** Draw it as it stands, without motion (see useStill). */
  still: boolean;
  /** Give the things that travel between beats (the coat, the ticket) their layoutIds. */
  carry: boolean;
}

/**
 * What a view whose things travel between beats draws. framer-motion carries an element with a
 * layoutId only from where it measured it in an earlier commit, and a still frame gives no layoutIds
 * (seeking measures nothing). So on the first step after a still frame the view first draws the beat
 * it steps from, still but with the layoutIds on, and one frame later the beat itself, in motion:
 * the coat and the ticket travel on that step as on any other. Jumps are untouched.
 */
export function useCarriedBeat(): CarriedBeat {
  const still = useStill();
  const cursor = usePlayer(selectCursor);
  const store = usePlayerStore();
  // The beat the cursor left, in this chapter: set as the store changes, so it renders with the move.
  const [left, setLeft] = useState<number | undefined>(undefined);
  useEffect(
    () =>
      store.subscribe((now, before) => {
        if (now.cursor !== before.cursor || now.chapter !== before.chapter) setLeft(now.chapter === before.chapter ? before.cursor : undefined);
      }),
    [store],
  );
  // Whether the frame on screen is a still one, as far as this view knows: it follows `still` a frame
  // late, and only when `still` changes, so jumps after jumps and steps after steps render nothing more.
  const [stillOnScreen, setStillOnScreen] = useState(still);
  useEffect(() => {
    if (stillOnScreen === still) return;
    const frame = requestAnimationFrame(() => setStillOnScreen(still));
    return () => cancelAnimationFrame(frame);
  }, [still, stillOnScreen]);
  // A step from the beat before (not a replay from the start, which also moves on).
  const priming = !still && stillOnScreen && left === cursor - 1;
  return priming ? { cursor: cursor - 1, still: true, carry: true } : { cursor, still, carry: !still };
}
