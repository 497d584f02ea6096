/** framer-motion's layout feature (projection and measuring), the part of domMax layoutId needs; aliased in vite.config.ts. */
declare module 'framer-motion/layout-feature' {
  import type { FeatureBundle } from 'framer-motion';
  export const layout: FeatureBundle;
}
