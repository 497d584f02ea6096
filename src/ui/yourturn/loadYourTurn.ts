import { moduleLoader, retryable } from '../moduleLoader';
import panelChunk from './YourTurnPanel.tsx?chunk-url';
import { shellWords } from '../../narration/shellWords';
import { loadYourTurnWords } from '../../narration/yourTurnWords';

/**
 * Your turn's panel (the editor, CodeMirror with it, the tests' list) and its words: loaded the first
 * time Your turn opens, never before (nothing of it is in the page's JS until then).
 */
export const yourTurnPanel = moduleLoader(
  (attempt) => Promise.all([retryable(() => import('./YourTurnPanel'), panelChunk)(attempt), loadYourTurnWords()]).then(([module, words]) => ({ ...module, words })),
  shellWords.chunks.learn,
);
