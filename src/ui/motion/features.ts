// framer-motion's features, in their own chunk: LazyMotion loads them after the first paint. The
// animations and the layout feature (the coat and the ticket move between places with layoutId), not
// domMax's drag and pan, which nothing here uses: 4–5 KB gzip less to play a chapter. The layout
// feature is not exported by name, so vite.config.ts aliases its module (framer-motion/layout-feature).
import { domAnimation } from 'framer-motion';
import { layout } from 'framer-motion/layout-feature';

export default { ...domAnimation, ...layout };
