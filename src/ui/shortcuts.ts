import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { browserStorage } from '../learn/predict/scoreBook';
import { CHARACTER_COMMANDS, DEFAULT_SHORTCUTS, keyOf, remapProblem, type CharacterCommand, type ShortcutKeys } from './keymap';

const STORAGE_KEY = 'cloakroom:shortcuts';

/**
 * The learner's single-key shortcuts (WCAG 2.1.4): on or off, and each command's key, kept in the
 * browser so they stand on the next visit (for this visit only where storage is closed: a sandboxed frame).
 */
export const shortcuts = createStore<ShortcutKeys>(() => load());

shortcuts.subscribe((next) => {
  try {
    browserStorage()?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or closed: the setting lasts for this visit.
  }
});

/** The settings as read back: anything unreadable, a key that is no single character or a key given twice, is the default. */
function load(): ShortcutKeys {
  try {
    const saved: unknown = JSON.parse(browserStorage()?.getItem(STORAGE_KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return DEFAULT_SHORTCUTS;
    const { on, keys } = saved as Partial<ShortcutKeys>;
    let read: ShortcutKeys = { on: on !== false, keys: DEFAULT_SHORTCUTS.keys };
    for (const command of CHARACTER_COMMANDS) {
      const key = (keys as Record<string, unknown> | undefined)?.[command];
      if (typeof key === 'string' && !remapProblem(read, command, key)) read = { ...read, keys: { ...read.keys, [command]: keyOf(key) } };
    }
    return read;
  } catch {
    return DEFAULT_SHORTCUTS;
  }
}

/** Turns the single-key shortcuts on or off. */
export function setShortcutsOn(on: boolean): void {
  shortcuts.setState({ on });
}

/** Gives `command` the key `key`; refused (nothing changes) with the reason when it cannot have it. */
export function remap(command: CharacterCommand, key: string): ReturnType<typeof remapProblem> {
  const problem = remapProblem(shortcuts.getState(), command, key);
  if (!problem) shortcuts.setState((s) => ({ keys: { ...s.keys, [command]: keyOf(key) } }));
  return problem;
}

/** Every key back to the player's own. */
export function resetShortcuts(): void {
  shortcuts.setState(DEFAULT_SHORTCUTS);
}

/** A command's key as the help and the buttons show it ("K", "?"), or undefined while single keys are off. */
export function shownKey(settings: ShortcutKeys, command: CharacterCommand): string | undefined {
  return settings.on ? settings.keys[command].toUpperCase() : undefined;
}

/** The shortcut settings, for a view; re-renders when they change. */
export function useShortcuts(): ShortcutKeys {
  return useStore(shortcuts);
}
