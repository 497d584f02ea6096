import { useMediaQuery } from '../useMediaQuery';

/**
 * True when the learner asked the system for less motion; re-renders when that changes. The one JS
 * reader of the media query: MotionProvider feeds it to framer-motion (and so to the stage), and the
 * learn area scrolls with it. CSS animations keep their own media query in the stylesheets.
 */
export function useReducedMotionPreference(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
