import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import type { PlayerSetup } from './embed/setup';
import type { PackageLaunch } from './lms/scorm/launch';

/** Puts the player into `root`, replacing the static shell that `index.html` painted. */
export function mount(root: HTMLElement, setup: PlayerSetup, scorm?: PackageLaunch): void {
  createRoot(root).render(
    <StrictMode>
      <App setup={setup} scorm={scorm} />
    </StrictMode>,
  );
}
