import { moduleLoader, retryable } from '../moduleLoader';
import labChunk from './LabPanel.tsx?chunk-url';
import { shellWords } from '../../narration/shellWords';

/** The lab's panel (its form, table, chart and orders): loaded when the lab chapter is first shown. */
export const labPanel = moduleLoader(retryable(() => import('./LabPanel'), labChunk), shellWords.chunks.lab);
