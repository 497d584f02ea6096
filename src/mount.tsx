import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import type { ParamProblem, PlayerParams } from './embed/params';

/** Puts the player into `root`, replacing the static shell that `index.html` painted. */
export function mount(root: HTMLElement, params: PlayerParams, problems: readonly ParamProblem[]): void {
  createRoot(root).render(
    <StrictMode>
      <App params={params} problems={problems} />
    </StrictMode>,
  );
}
