import { useEffect, type RefObject } from 'react';

/** Where a view wants the focus when it replaces the one that had it (the comparison's title). */
const HOME = '[data-focus-home]';
/** What takes the focus by Tab: the first of these in a part that is still on screen gets it back. */
const TABBABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** On the page but refusing the focus (for now): disabled, drawn nowhere, or in a hidden or inert part. */
const refusesFocus = (el: Element) => el.matches(':disabled') || el.getClientRects().length === 0 || el.closest('[inert], [hidden]') !== null;

/**
 * Where the focus goes in `part` when the control it was on is gone: the place a view that came in
 * there names (a comparison in place of the chapter), else its first control on screen.
 */
export function placeInPart(part: Element): HTMLElement | undefined {
  return part.querySelector<HTMLElement>(HOME) ?? [...part.querySelectorAll<HTMLElement>(TABBABLE)].find((el) => !refusesFocus(el));
}

/**
 * Focuses the first of `places` that takes it, and returns it; never the page's body. One may refuse
 * without a word (disabled, drawn nowhere, outside a modal sheet still open), so each is tried in turn.
 */
export function focusFirstTaking(places: readonly (Element | null | undefined)[]): HTMLElement | undefined {
  for (const place of places) {
    if (!(place instanceof HTMLElement) || place === document.body) continue;
    place.focus();
    if (document.activeElement === place) return place;
  }
  return undefined;
}

/** The focus has fallen out of the page's content: on its body, or nowhere. */
const onBody = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Keeps the keyboard's place when the element it is on goes away (an action offered at one beat is not
 * offered at the next; a menu closes under it; a rebuilt scene replaces a link) or stays but refuses it
 * (hidden by a narrower box, disabled): the focus would fall to the page's body, and a keyboard learner
 * would start again from the top. It goes instead to the first control of the nearest part still on
 * screen that held it (the actions' group, the panel), or to the place a view that came in there names;
 * else to the view's home, its Timeline; else to the player.
 */
export function useFocusKept(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const player = root.current;
    if (!player) return;
    // The focused element and the parts around it, from the nearest out, as they were when it took the focus.
    let around: Element[] = [];
    let focused: Element | null = null;
    // Put on the player itself for want of a better place: the view that is coming (a comparison whose
    // code is still loading) takes it as soon as it has a home.
    let parked = false;
    const onFocusIn = (event: FocusEvent) => {
      focused = event.target instanceof Element ? event.target : null;
      parked = false;
      around = [];
      for (let part = focused?.parentElement; part && part !== player; part = part.parentElement) around.push(part);
    };
    // The view's home: the place it names (a comparison's title, whether or not its Timeline is there
    // yet: the same place however fast it was built), else the Timeline.
    const home = () => player.querySelector<HTMLElement>(HOME) ?? player.querySelector<HTMLElement>('#timeline:not([disabled])');
    const rescue = () => {
      if (parked && document.activeElement === player) {
        focusFirstTaking([home()]);
        return;
      }
      // Still there and focusable: the learner clicked on empty space (the page is the player; its keys still work).
      if (!focused || !onBody() || (focused.isConnected && !refusesFocus(focused))) return;
      const parts = around.filter((part) => part.isConnected && !refusesFocus(part));
      focused = null;
      if (focusFirstTaking([...parts.map(placeInPart), home()])) return;
      // Nothing around it is left (a comparison replaced the view): the player, until the view's home is there.
      parked = focusFirstTaking([player]) !== undefined;
    };
    const watcher = new MutationObserver(rescue);
    watcher.observe(player, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'hidden', 'inert'] });
    // A control hidden or disabled in its place loses the focus later, at the browser's next look at the
    // page, with no change to the tree to see then: its focusout says so.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget === null) queueMicrotask(rescue);
    };
    player.addEventListener('focusin', onFocusIn);
    player.addEventListener('focusout', onFocusOut);
    return () => {
      watcher.disconnect();
      player.removeEventListener('focusin', onFocusIn);
      player.removeEventListener('focusout', onFocusOut);
    };
  }, [root]);
}
