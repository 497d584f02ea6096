import { moduleLoader } from '../moduleLoader';

/** The learning tools (lab, race finder, predictions, recall): loaded once a scene is on screen. */
export const learnTools = moduleLoader(() => import('./index'), 'The learning tools');
