import { moduleLoader } from '../moduleLoader';

/** The scene's views (stage, panels, framer-motion): the entry starts loading them at first paint. */
export const sceneViews = moduleLoader(() => import('./index'), 'The scene’s views');
