/**
 * Back up to the player, and the keyboard with it: the Timeline takes the focus, so the control pressed
 * below (a tool, Watch your store) does not keep it while it scrolls out of view (WCAG 2.4.11), and
 * Space plays what was opened. The Timeline comes to rest at the bottom of the window, the stage and
 * its caption above it: scrolled to the heading instead, a short window left the focused Timeline out
 * of sight.
 */
export function scrollToPlayer(): void {
  const timeline = document.querySelector<HTMLElement>('#timeline');
  timeline?.focus({ preventScroll: true });
  // At once, never smooth: a smooth scroll goes on after the learner has tabbed elsewhere and carries
  // their focused control out of sight (the keyboard fuzzer's finding: Help at y −530).
  timeline?.scrollIntoView({ block: 'end' });
}
