// framer-motion's features, in their own chunk: LazyMotion loads them after the first paint. domMin
// (the renderer and the enter, exit and layout-transition animations) and the layout feature (the coat
// and the ticket move between places with layoutId). Not domAnimation's gestures (hover, tap, focus,
// in view) nor domMax's drag and pan: nothing here uses a gesture prop. The layout feature is not
// exported by name, so vite.config.ts aliases its module (framer-motion/layout-feature).
import { domMin } from 'framer-motion';
import { layout } from 'framer-motion/layout-feature';

export default { ...domMin, ...layout };
