import { describe, expect, it } from 'vitest';
import { en } from '../narration/en';
import { CHARACTER_COMMANDS, commandFor, DEFAULT_SHORTCUTS, remapProblem, type ShortcutKeys } from './keymap';

const press = (key: string, mods: Partial<{ shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});
const stage = { tagName: 'DIV' };

describe('keyboard shortcuts', () => {
  it('maps every documented key to its command', () => {
    expect(commandFor(press(' '), stage)).toBe('togglePlay');
    expect(commandFor(press('k'), stage)).toBe('togglePlay');
    expect(commandFor(press('ArrowLeft'), stage)).toBe('stepBack');
    expect(commandFor(press('ArrowRight'), stage)).toBe('stepForward');
    expect(commandFor(press('ArrowLeft', { shiftKey: true }), stage)).toBe('previousChapter');
    expect(commandFor(press('ArrowRight', { shiftKey: true }), stage)).toBe('nextChapter');
    expect(commandFor(press('Home'), stage)).toBe('firstBeat');
    expect(commandFor(press('End'), stage)).toBe('lastBeat');
    expect(commandFor(press('<', { shiftKey: true }), stage)).toBe('slower');
    expect(commandFor(press('>', { shiftKey: true }), stage)).toBe('faster');
    expect(commandFor(press('C', { shiftKey: true }), stage)).toBe('toggleCaptions');
    expect(commandFor(press('n'), stage)).toBe('toggleNarration');
    expect(commandFor(press('f'), stage)).toBe('toggleFullscreen');
    expect(commandFor(press('?', { shiftKey: true }), stage)).toBe('toggleHelp');
    expect(commandFor(press('d'), stage)).toBe('nextDifference');
    expect(commandFor(press('D', { shiftKey: true }), stage)).toBe('previousDifference');
    expect(commandFor(press('D'), stage)).toBe('nextDifference'); // Caps Lock is not Shift
  });

  it('leaves Space to a focused button, which it activates', () => {
    expect(commandFor(press(' '), { tagName: 'BUTTON' })).toBeNull();
    expect(commandFor(press('k'), { tagName: 'BUTTON' })).toBe('togglePlay');
  });

  it('runs the same steps on the Timeline slider as anywhere else in the player', () => {
    expect(commandFor(press('ArrowRight'), { tagName: 'INPUT', type: 'range' })).toBe('stepForward');
    expect(commandFor(press('End'), { tagName: 'INPUT', type: 'range' })).toBe('lastBeat');
  });

  it('never steals keys from a menu, a text field or the browser’s own shortcuts', () => {
    expect(commandFor(press('ArrowLeft'), { tagName: 'SELECT' })).toBeNull();
    expect(commandFor(press('k'), { tagName: 'INPUT', type: 'text' })).toBeNull();
    expect(commandFor(press('f', { ctrlKey: true }), stage)).toBeNull();
    expect(commandFor(press('ArrowLeft', { altKey: true }), stage)).toBeNull();
  });

  it('turns every single-character shortcut off, Space too, and keeps the arrows, Home and End (WCAG 2.1.4)', () => {
    const off: ShortcutKeys = { ...DEFAULT_SHORTCUTS, on: false };
    for (const key of [' ', 'k', 'K', '<', '>', 'c', 'n', 'f', '?']) expect(commandFor(press(key), stage, off), key).toBeNull();
    expect(commandFor(press('ArrowRight'), stage, off)).toBe('stepForward');
    expect(commandFor(press('ArrowLeft', { shiftKey: true }), stage, off)).toBe('previousChapter');
    expect(commandFor(press('End'), stage, off)).toBe('lastBeat');
  });

  it('answers to the key the learner gave a command, and no longer to its old one', () => {
    const mine: ShortcutKeys = { on: true, keys: { ...DEFAULT_SHORTCUTS.keys, togglePlay: 'p', toggleCaptions: '1' } };
    expect(commandFor(press('p'), stage, mine)).toBe('togglePlay');
    expect(commandFor(press('P', { shiftKey: true }), stage, mine)).toBe('togglePlay');
    expect(commandFor(press('k'), stage, mine)).toBeNull();
    expect(commandFor(press('1'), stage, mine)).toBe('toggleCaptions');
    expect(commandFor(press('c'), stage, mine)).toBeNull();
  });

  it('refuses a key another command has, or one that is no single visible character', () => {
    expect(remapProblem(DEFAULT_SHORTCUTS, 'togglePlay', 'C')).toEqual({ kind: 'taken', by: 'toggleCaptions' });
    expect(remapProblem(DEFAULT_SHORTCUTS, 'togglePlay', ' ')).toEqual({ kind: 'not-a-key' });
    expect(remapProblem(DEFAULT_SHORTCUTS, 'togglePlay', 'ab')).toEqual({ kind: 'not-a-key' });
    expect(remapProblem(DEFAULT_SHORTCUTS, 'togglePlay', 'k')).toBeUndefined(); // its own key again
    expect(remapProblem(DEFAULT_SHORTCUTS, 'togglePlay', 'é')).toBeUndefined();
  });

  it('lists each single-key command once in the help, so the sheet shows every key as the learner set it', () => {
    const listed = en.sheets.help.table(0.5, 2).flatMap((row) => row.commands ?? []);
    expect([...listed].sort()).toEqual([...CHARACTER_COMMANDS].sort());
  });
});
