/**
 * Back up to the player, and the keyboard with it: the Timeline takes the focus, so the control pressed
 * below (a tool, Watch your store) does not keep it while it scrolls out of view (WCAG 2.4.11), and
 * Space plays what was opened. The Timeline comes to rest at the bottom of the window, the stage and
 * its caption above it: scrolled to the heading instead, a short window left the focused Timeline out
 * of sight.
 */
export function scrollToPlayer(reduce: boolean): void {
  const timeline = document.querySelector<HTMLElement>('#timeline');
  timeline?.focus({ preventScroll: true });
  timeline?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'end' });
}
