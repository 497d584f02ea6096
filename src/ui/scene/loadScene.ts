import { moduleLoader, retryable } from '../moduleLoader';
import sceneChunk from './index.ts?chunk-url';
import { shellWords } from '../../narration/shellWords';

/** The scene's views (stage, panels, framer-motion): the entry starts loading them at first paint. */
export const sceneViews = moduleLoader(retryable(() => import('./index'), sceneChunk), shellWords.chunks.views);
