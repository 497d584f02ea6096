import type { ReactNode } from 'react';
import { shellWords } from '../../narration/shellWords';
import { words } from '../../narration/words';
import { useLoadedModule } from '../useLoadedModule';
import { sheetBodies } from './loadSheets';

type SheetBodies = typeof import('./index');

/**
 * A sheet's body from the sheets' chunk, which loads when a sheet first opens: the sheet and its
 * title are there at once, its body a moment later; a chunk that failed says so, with Retry.
 */
export function SheetBody({ children }: { children(bodies: SheetBodies): ReactNode }) {
  const state = useLoadedModule(sheetBodies);
  if (state.status === 'ready') return children(state.module);
  if (state.status === 'error') {
    return (
      <p role="alert">
        {state.message}{' '}
        {state.stuck ? shellWords.stuck : words.scene.checkConnection}{' '}
        <button type="button" className="text-button" onClick={() => (state.stuck ? window.location.reload() : void sheetBodies.start().catch(() => {}))}>
          {state.stuck ? shellWords.reload : shellWords.retry}
        </button>
      </p>
    );
  }
  return (
    <p className="muted" role="status">
      <span className="spinner" aria-hidden="true" /> {words.sheets.loading}
    </p>
  );
}
