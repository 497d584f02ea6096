import { shellWords } from '../narration/shellWords';
import type { ModuleLoader } from './moduleLoader';

/**
 * The player's own code could not be loaded, so there is no React to show the error: the static
 * shell's loading note (index.html) becomes the error, with Retry (which asks for the chunk under a
 * new URL, see `retryable`) and, when the browser holds on to a failed file, a reload as the last resort.
 */
export function showShellFailure<M>(root: HTMLElement, loader: ModuleLoader<M>, onLoaded: (module: M) => void): void {
  const state = loader.getState();
  if (state.status !== 'error') return;
  const box = document.createElement('div');
  box.className = 'scene-status error';
  box.setAttribute('role', 'alert');
  const lead = document.createElement('b');
  const say = shellWords;
  lead.textContent = say.failed;
  const message = paragraph('');
  message.append(lead, ` ${state.message}`);
  const advice = paragraph(state.stuck ? say.stuck : say.checkConnection);
  advice.className = 'muted';
  const actions = document.createElement('div');
  actions.className = 'failure-actions';
  if (state.stuck) actions.append(button(say.reload, true, () => window.location.reload()));
  actions.append(
    button(say.retry, !state.stuck, () => {
      loader.start().then(onLoaded, () => showShellFailure(root, loader, onLoaded));
    }),
  );
  box.append(message, advice, actions);
  const status = root.querySelector('.scene-status');
  if (status) status.replaceWith(box);
  else root.append(box);
}

function paragraph(text: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.textContent = text;
  return p;
}

function button(label: string, primary: boolean, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  if (primary) b.className = 'primary';
  b.addEventListener('click', onClick);
  return b;
}
