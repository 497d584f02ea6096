import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import type { PlayerSetup } from './embed/setup';
import { submitFormsInSandbox } from './platform/sandboxedForms';

/** Puts the player into `root`, replacing the static shell that `index.html` painted. */
export function mount(root: HTMLElement, setup: PlayerSetup): void {
  submitFormsInSandbox(); // the lab's and the recall's forms, in sandbox="allow-scripts"
  createRoot(root).render(
    <StrictMode>
      <App setup={setup} />
    </StrictMode>,
  );
}
