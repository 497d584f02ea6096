import { useEffect, type RefObject } from 'react';

/** Where a view wants the focus when it replaces the one that had it (the comparison's title). */
const HOME = '[data-focus-home]';
/** What takes the focus by Tab: the first of these in a part that is still on screen gets it back. */
const TABBABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * Where the focus goes in `part` when the control it was on is gone: the place a view that came in
 * there names (a comparison in place of the chapter), else its first control on screen.
 */
export function placeInPart(part: Element): HTMLElement | undefined {
  return part.querySelector<HTMLElement>(HOME) ?? [...part.querySelectorAll<HTMLElement>(TABBABLE)].find((el) => el.getClientRects().length > 0 && !el.closest('[inert], [hidden]'));
}

/**
 * Keeps the keyboard's place when the element it is on goes away (an action offered at one beat is not
 * offered at the next; a menu closes under it; a rebuilt scene replaces a link): the focus would fall to
 * the page's body, and a keyboard learner would start again from the top. It goes instead to the first
 * control of the nearest part still on screen that held it (the actions' group, the panel), or to the
 * place a view that came in there names; else to the view's home, its Timeline.
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
        home()?.focus();
        return;
      }
      if (!focused || focused.isConnected || (document.activeElement !== document.body && document.activeElement !== null)) return;
      focused = null;
      for (const part of around) {
        if (!part.isConnected) continue;
        const next = placeInPart(part);
        if (next) return next.focus();
      }
      // Nothing around it is left (a comparison replaced the view): the view's home, else the player.
      const there = home();
      if (there) return there.focus();
      player.focus();
      parked = true;
    };
    const watcher = new MutationObserver(rescue);
    watcher.observe(player, { childList: true, subtree: true });
    player.addEventListener('focusin', onFocusIn);
    return () => {
      watcher.disconnect();
      player.removeEventListener('focusin', onFocusIn);
    };
  }, [root]);
}
