import type { ReactNode } from 'react';
import type { ModuleLoader } from '../moduleLoader';
import { useLoadedModule } from '../useLoadedModule';
import { FailureNotice } from './FailureNotice';

interface Props<M> {
  loader: ModuleLoader<M>;
  /** What stands in while the chunk arrives. */
  loading: string;
  children(module: M): ReactNode;
}

/**
 * A part of a view whose code is a chunk loaded when the part is first shown: a note while it
 * arrives, then the part; a chunk that failed says so (`FailureNotice`), with Retry.
 */
export function LoadedModule<M>({ loader, loading, children }: Props<M>) {
  const state = useLoadedModule(loader);
  if (state.status === 'ready') return children(state.module);
  if (state.status === 'error') return <FailureNotice message={state.message} stuck={state.stuck} retry={() => void loader.start().catch(() => {})} />;
  return (
    <p className="muted" role="status">
      <span className="spinner" aria-hidden="true" /> {loading}
    </p>
  );
}
