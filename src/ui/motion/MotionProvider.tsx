import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

const loadFeatures = () => import('./features').then((module) => module.default);

/**
 * framer-motion with only the `m` components in the first bundle; the animation features arrive
 * lazily (`strict` keeps a stray `motion.div` from pulling them in eagerly). With
 * `prefers-reduced-motion`, framer-motion skips transforms; the stage also stops travel itself.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
