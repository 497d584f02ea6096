/**
 * The player's keyboard shortcuts (DESIGN.md, "The player a learner expects"), as a pure function from
 * a key press and where it happened to a command. The player's root listens and runs the command.
 * The help sheet lists these keys in words (`narration/en/sheets.ts`).
 */

export type Command =
  | 'togglePlay'
  | 'stepBack'
  | 'stepForward'
  | 'previousChapter'
  | 'nextChapter'
  | 'firstBeat'
  | 'lastBeat'
  | 'slower'
  | 'faster'
  | 'toggleCaptions'
  | 'toggleNarration'
  | 'toggleFullscreen'
  | 'toggleHelp'
  /** While comparing: the next or previous place where the two runs differ. */
  | 'nextDifference'
  | 'previousDifference';

/**
 * The commands on a single character key (WCAG 2.1.4): a learner may turn them off, or give each
 * another key (`ShortcutKeys`); Space plays and pauses only while they are on.
 */
export const CHARACTER_COMMANDS = ['togglePlay', 'slower', 'faster', 'toggleCaptions', 'toggleNarration', 'toggleFullscreen', 'nextDifference', 'toggleHelp'] as const;
export type CharacterCommand = (typeof CHARACTER_COMMANDS)[number];

/** The single-key shortcuts: on or off, and the key of each (one character; a letter in lower case). */
export interface ShortcutKeys {
  on: boolean;
  keys: Readonly<Record<CharacterCommand, string>>;
}

export const DEFAULT_SHORTCUTS: ShortcutKeys = {
  on: true,
  keys: { togglePlay: 'k', slower: '<', faster: '>', toggleCaptions: 'c', toggleNarration: 'n', toggleFullscreen: 'f', nextDifference: 'd', toggleHelp: '?' },
};

/** A key as the shortcuts compare it: a letter in lower case ('C' and 'c' are one key). */
export const keyOf = (key: string): string => key.toLowerCase();

/** Why `key` cannot be `command`'s: not one visible character, or already another command's. */
export function remapProblem(shortcuts: ShortcutKeys, command: CharacterCommand, key: string): { kind: 'not-a-key' } | { kind: 'taken'; by: CharacterCommand } | undefined {
  if ([...key].length !== 1 || key.trim() === '') return { kind: 'not-a-key' };
  const by = CHARACTER_COMMANDS.find((c) => c !== command && shortcuts.keys[c] === keyOf(key));
  return by ? { kind: 'taken', by } : undefined;
}

/** The parts of a keydown event the keymap reads. */
export interface KeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** What the key press landed on. */
export interface KeyTarget {
  tagName: string;
  type?: string;
  isContentEditable?: boolean;
}

/**
 * The command for a key press, or null to let the browser have it: with a modifier held (browser
 * shortcuts), while typing in a field, for Space or Enter on a button or link (they activate it), and
 * for a character key when the learner turned single-key shortcuts off.
 */
export function commandFor(press: KeyPress, target: KeyTarget, shortcuts: ShortcutKeys = DEFAULT_SHORTCUTS): Command | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  const tag = target.tagName.toUpperCase();
  const typing =
    target.isContentEditable === true || tag === 'TEXTAREA' || tag === 'SELECT' || (tag === 'INPUT' && target.type !== 'range' && target.type !== 'checkbox');
  if (typing) return null;
  const activates = tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY' || (tag === 'INPUT' && target.type === 'checkbox');
  switch (press.key) {
    case ' ':
    case 'Spacebar':
      return activates || !shortcuts.on ? null : 'togglePlay';
    case 'ArrowLeft':
      return press.shiftKey ? 'previousChapter' : 'stepBack';
    case 'ArrowRight':
      return press.shiftKey ? 'nextChapter' : 'stepForward';
    case 'Home':
      return 'firstBeat';
    case 'End':
      return 'lastBeat';
    default: {
      if (!shortcuts.on || [...press.key].length !== 1) return null;
      const command = CHARACTER_COMMANDS.find((c) => shortcuts.keys[c] === keyOf(press.key)) ?? null;
      // The difference key with Shift goes back, as Shift with the arrows does.
      return command === 'nextDifference' && press.shiftKey ? 'previousDifference' : command;
    }
  }
}
