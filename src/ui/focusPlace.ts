import { useLayoutEffect, type RefObject } from 'react';
import { focusFirstTaking, placeInPart } from './useFocusKept';

// The keyboard's place across a new tree of the player (a change of language draws it afresh, with
// `key={lang}`): every element is replaced, so the focus would fall to the page's body, and a language
// chunk that arrives late would land while the learner has already moved on. The place is taken as the
// path of child positions from the player's root down to the focused element, the moment before the
// new tree is made, and the same path in the new tree gets the focus before it is painted.

/** Where the focus was: the child positions from the player's root down to it, and its tag. */
interface Place {
  path: number[];
  tag: string;
}

let kept: Place | undefined;

/** Notes where the focus is in the player, for the tree that replaces it (nothing when it is elsewhere). */
export function keepFocusPlace(): void {
  const focused = document.activeElement;
  const root = focused?.closest('.player');
  kept = undefined;
  if (!focused || !root || focused === root) return;
  const path: number[] = [];
  for (let el: Element = focused; el !== root && el.parentElement; el = el.parentElement) path.unshift([...el.parentElement.children].indexOf(el));
  kept = { path, tag: focused.tagName };
}

/** Gives the new player's tree the focus where the old one had it: the same element, else the place in the nearest part that is there (`placeInPart`). */
export function useFocusPlaceRestored(root: RefObject<HTMLElement | null>): void {
  // A layout effect: the focus is back before the first paint, so no frame shows it on the body.
  useLayoutEffect(() => {
    const place = kept;
    kept = undefined;
    const player = root.current;
    if (!place || !player) return;
    let reached: Element = player;
    let depth = 0;
    for (; depth < place.path.length; depth++) {
      const next = reached.children[place.path[depth]!];
      if (!next) break;
      reached = next;
    }
    if (depth === place.path.length && reached.tagName === place.tag && reached instanceof HTMLElement) reached.focus();
    if (player.contains(document.activeElement)) return;
    // Not drawn the same way (a part still loading): the place in the nearest part around it, as when a control goes away; else the player.
    const parts: Element[] = [];
    for (let part: Element | null = reached; part && player.contains(part); part = part.parentElement) parts.push(part);
    focusFirstTaking([...parts.map(placeInPart), player]);
  }, [root]);
}
