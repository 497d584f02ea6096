import { useEffect, useRef, type RefObject } from 'react';
import { commandFor, type Command } from './keymap';
import { shortcuts } from './shortcuts';

/**
 * Runs the player's shortcuts for key presses inside `root`, and for those that reach the page with
 * nothing focused (right after it loads, or after a click on empty space): the page is the player.
 * Inside a sheet only `?` belongs to the player; the sheet keeps its other keys. Character keys follow
 * the learner's shortcut settings (`shortcuts.ts`).
 */
export function usePlayerKeys(root: RefObject<HTMLElement | null>, run: (command: Command) => void): void {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : document.body;
      if (target !== document.body && !root.current?.contains(target)) return;
      const command = commandFor(
        event,
        { tagName: target.tagName, type: (target as HTMLInputElement).type, isContentEditable: target.isContentEditable },
        shortcuts.getState(),
      );
      if (!command || (target.closest('dialog') && command !== 'toggleHelp')) return;
      event.preventDefault();
      latest.current(command);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [root]);
}
