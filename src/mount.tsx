import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import type { PlayerSetup } from './embed/setup';
import type { PackageLaunch } from './lms/scorm/launch';
import { submitFormsInSandbox } from './platform/sandboxedForms';
import { whenIdle } from './player/whenIdle';
import { warmFonts } from './ui/warmFonts';

/**
 * Puts the player into `root`, replacing the static shell that `index.html` painted. `rereadSetup`
 * reads the address again, for its notices in a language the learner switched to.
 */
export function mount(root: HTMLElement, setup: PlayerSetup, rereadSetup: () => PlayerSetup, scorm?: PackageLaunch): void {
  submitFormsInSandbox(); // the lab's and the recall's forms, in sandbox="allow-scripts"
  createRoot(root).render(
    <StrictMode>
      <App setup={setup} rereadSetup={rereadSetup} scorm={scorm} />
    </StrictMode>,
  );
  whenIdle(() => warmFonts(document), 2000);
}
