import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import type { ParamProblem, PlayerParams } from './embed/params';

/** Puts the player into `root`, replacing the static shell that `index.html` painted; `boxed` when embedded. */
export function mount(root: HTMLElement, params: PlayerParams, problems: readonly ParamProblem[], boxed: boolean): void {
  createRoot(root).render(
    <StrictMode>
      <App params={params} problems={problems} boxed={boxed} />
    </StrictMode>,
  );
}
