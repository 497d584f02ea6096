import { useEffect } from 'react';

/** Keys whose default action scrolls the page (or a scroller) when the focused control does not take them itself. */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', 'Home', 'End', ' ']);
/** A control that takes those keys for itself (a text field moves its caret, a slider its value, a list its choice). */
const TAKES_KEYS = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="slider"], [role="textbox"]';
/** Space presses these instead of scrolling. */
const PRESSED_BY_SPACE = 'button, summary, a[href], [role="button"], [role="tab"], [role="menuitem"]';

/** Some of it can be seen: its box, cut by the window and by every box around it that clips, is not empty. */
function inSight(el: Element): boolean {
  const box = el.getBoundingClientRect();
  let [left, top, right, bottom] = [Math.max(0, box.left), Math.max(0, box.top), Math.min(innerWidth, box.right), Math.min(innerHeight, box.bottom)];
  for (let up = el.parentElement; up && up !== document.body && left < right && top < bottom; up = up.parentElement) {
    const style = getComputedStyle(up);
    if (style.display === 'contents') continue;
    const clip = up.getBoundingClientRect();
    if (style.overflowX !== 'visible') [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
    if (style.overflowY !== 'visible') [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
    // A modal sheet is drawn in the top layer: the boxes around it in the page do not clip it.
    if (up.matches('dialog:modal, :popover-open, :fullscreen')) break;
  }
  return left < right && top < bottom;
}

/**
 * Keeps the focused control in sight when the page moves it out by itself (WCAG 2.4.11): a chapter
 * chosen from the strip makes the page above it shorter (the sandbox's panel goes), a new chapter's
 * scene grows above the Timeline, Your turn's solution fills the editor above a control. The browser
 * scrolls a control into view when it takes the focus, but not when the layout moves it later, and
 * Chromium's scroll anchoring keeps some other node in place.
 *
 * Judged when a box around the focused control changes size (a ResizeObserver on each of them, whose
 * callback runs after layout and before paint, so the frame is drawn with the control in sight). A
 * scroll alone changes no size, so it is never fought: find in page, an assistive technology or a test
 * driver may scroll elsewhere. Brought back only when the learner has not scrolled away themselves since
 * it took the focus (a wheel, a touch, a press on the scrollbar, a scrolling key the control did not
 * take): then the page stays where they put it, even when it changes later.
 */
export function useFocusInView(): void {
  useEffect(() => {
    let watched: HTMLElement | null = null;
    let learnerScrolled = false;
    const bringBack = () => {
      if (!watched || learnerScrolled || document.activeElement !== watched || !watched.isConnected) return;
      // Drawn nowhere (hidden, not laid out) is no place to scroll to.
      if (watched.getClientRects().length === 0 || inSight(watched)) return;
      watched.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    };
    const resized = new ResizeObserver(bringBack);
    const onFocusIn = (event: FocusEvent) => {
      resized.disconnect();
      watched = event.target instanceof HTMLElement && event.target !== document.body ? event.target : null;
      learnerScrolled = false;
      if (!watched) return;
      for (let box: Element | null = watched; box && box !== document.documentElement; box = box.parentElement) resized.observe(box);
    };
    const scrolledByHand = () => {
      learnerScrolled = true;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !SCROLL_KEYS.has(event.key)) return;
      const at = event.target instanceof Element ? event.target : null;
      if (at?.closest(TAKES_KEYS) || (event.key === ' ' && at?.closest(PRESSED_BY_SPACE))) return;
      learnerScrolled = true;
    };
    const onPointerDown = (event: PointerEvent) => {
      // A press on the page's own scrollbar lands on the root element.
      if (event.target === document.documentElement) learnerScrolled = true;
    };
    document.addEventListener('focusin', onFocusIn);
    addEventListener('wheel', scrolledByHand, { passive: true, capture: true });
    addEventListener('touchmove', scrolledByHand, { passive: true, capture: true });
    // Bubbling, last: a key the page took for itself (the player's arrows, a menu's) has its default prevented by then.
    addEventListener('keydown', onKeyDown);
    addEventListener('pointerdown', onPointerDown, { capture: true });
    return () => {
      resized.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      removeEventListener('wheel', scrolledByHand, { capture: true });
      removeEventListener('touchmove', scrolledByHand, { capture: true });
      removeEventListener('keydown', onKeyDown);
      removeEventListener('pointerdown', onPointerDown, { capture: true });
    };
  }, []);
}
