import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import type { ParamProblem, PlayerParams } from './embed/params';
import { submitFormsInSandbox } from './platform/sandboxedForms';

/** Puts the player into `root`, replacing the static shell that `index.html` painted. */
export function mount(root: HTMLElement, params: PlayerParams, problems: readonly ParamProblem[]): void {
  submitFormsInSandbox(); // the lab's and the recall's forms, in sandbox="allow-scripts"
  createRoot(root).render(
    <StrictMode>
      <App params={params} problems={problems} />
    </StrictMode>,
  );
}
