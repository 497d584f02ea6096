import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';
import { useReducedMotionPreference } from './useReducedMotionPreference';

const loadFeatures = () => import('./features').then((module) => module.default);

/**
 * framer-motion with only the `m` components in the first bundle; the animation features arrive
 * lazily (`strict` keeps a stray `motion.div` from pulling them in eagerly). The one MotionConfig
 * carries the learner's reduced-motion choice: framer-motion skips transforms with it, and the stage
 * reads it back (`useReducedMotionConfig`) to stop travel, so nothing below asks the system again.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  const reduced = useReducedMotionPreference();
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion={reduced ? 'always' : 'never'}>{children}</MotionConfig>
    </LazyMotion>
  );
}
