import { moduleLoader, retryable } from '../moduleLoader';
import sheetsChunk from './index.ts?chunk-url';
import { shellWords } from '../../narration/shellWords';

/** The sheets' bodies (help, transcript and its WebVTT files): loaded when a sheet first opens. */
export const sheetBodies = moduleLoader(retryable(() => import('./index'), sheetsChunk), shellWords.chunks.sheets);
