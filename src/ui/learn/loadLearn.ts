import { moduleLoader, retryable } from '../moduleLoader';
import learnChunk from './index.ts?chunk-url';
import { shellWords } from '../../narration/shellWords';

/** The learning tools (lab, race finder, predictions, recall): loaded once a scene is on screen. */
export const learnTools = moduleLoader(retryable(() => import('./index'), learnChunk), shellWords.chunks.learn);
