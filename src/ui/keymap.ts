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
 * shortcuts), while typing in a field, and for Space or Enter on a button or link (they activate it).
 */
export function commandFor(press: KeyPress, target: KeyTarget): Command | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  const tag = target.tagName.toUpperCase();
  const typing =
    target.isContentEditable === true || tag === 'TEXTAREA' || tag === 'SELECT' || (tag === 'INPUT' && target.type !== 'range' && target.type !== 'checkbox');
  if (typing) return null;
  const activates = tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY' || (tag === 'INPUT' && target.type === 'checkbox');
  switch (press.key) {
    case ' ':
    case 'Spacebar':
      return activates ? null : 'togglePlay';
    case 'k':
    case 'K':
      return 'togglePlay';
    case 'ArrowLeft':
      return press.shiftKey ? 'previousChapter' : 'stepBack';
    case 'ArrowRight':
      return press.shiftKey ? 'nextChapter' : 'stepForward';
    case 'Home':
      return 'firstBeat';
    case 'End':
      return 'lastBeat';
    case '<':
      return 'slower';
    case '>':
      return 'faster';
    case 'c':
    case 'C':
      return 'toggleCaptions';
    case 'n':
    case 'N':
      return 'toggleNarration';
    case 'f':
    case 'F':
      return 'toggleFullscreen';
    case 'd':
    case 'D':
      return press.shiftKey ? 'previousDifference' : 'nextDifference';
    case '?':
      return 'toggleHelp';
    default:
      return null;
  }
}
