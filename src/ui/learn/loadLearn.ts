import { moduleLoader, retryable } from '../moduleLoader';
import learnChunk from './index.ts?chunk-url';

/** The learning tools (lab, race finder, predictions, recall): loaded once a scene is on screen. */
export const learnTools = moduleLoader(retryable(() => import('./index'), learnChunk), 'The learning tools');
