import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import type { ParamProblem, PlayerParams } from './embed/params';
import type { PackageLaunch } from './lms/scorm/launch';

/** Puts the player into `root`, replacing the static shell that `index.html` painted; `boxed` when embedded. */
export function mount(root: HTMLElement, params: PlayerParams, problems: readonly ParamProblem[], boxed: boolean, scorm?: PackageLaunch): void {
  createRoot(root).render(
    <StrictMode>
      <App params={params} problems={problems} boxed={boxed} scorm={scorm} />
    </StrictMode>,
  );
}
