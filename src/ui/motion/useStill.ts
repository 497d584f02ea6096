import { useReducedMotionConfig } from 'framer-motion';
import { selectMoved } from '../../player/selectors';
import { usePlayer } from '../playerContext';

/**
 * Whether the current beat is shown as it stands, without motion. A beat is shown happening (messages
 * travel, a worker falls, the coat moves onto its hook) only when the player moved on to it; after a
 * jump it is a still frame. With reduced motion, always still: the choice comes from the
 * MotionProvider around the views, the one place that reads it.
 */
export function useStill(): boolean {
  const reduced = useReducedMotionConfig() === true;
  const moved = usePlayer(selectMoved);
  return reduced || moved === 'jump';
}
