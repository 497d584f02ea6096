import type { ReactNode } from 'react';
import { shellWords } from '../../narration/shellWords';
import { words } from '../../narration/words';
import type { ModuleLoader } from '../moduleLoader';
import { useLoadedModule } from '../useLoadedModule';

interface Props<M> {
  loader: ModuleLoader<M>;
  /** What stands in while the chunk arrives. */
  loading: string;
  children(module: M): ReactNode;
}

/**
 * A part of a view whose code is a chunk loaded when the part is first shown: a note while it
 * arrives, then the part; a chunk that failed says so, with Retry (or Reload, when only a reload can
 * fetch it afresh).
 */
export function LoadedModule<M>({ loader, loading, children }: Props<M>) {
  const state = useLoadedModule(loader);
  if (state.status === 'ready') return children(state.module);
  if (state.status === 'error') {
    return (
      <p className="module-failure" role="alert">
        {state.message} {state.stuck ? shellWords.stuck : words.scene.checkConnection}{' '}
        <button type="button" className="text-button" onClick={() => (state.stuck ? window.location.reload() : void loader.start().catch(() => {}))}>
          {state.stuck ? shellWords.reload : shellWords.retry}
        </button>
      </p>
    );
  }
  return (
    <p className="muted" role="status">
      <span className="spinner" aria-hidden="true" /> {loading}
    </p>
  );
}
