import { formatNumber } from '../format';

/** The commands on a single character key (`ui/keymap.ts`'s CharacterCommand): the help shows each one's key as the learner set it. */
type KeyCommand = 'togglePlay' | 'slower' | 'faster' | 'toggleCaptions' | 'toggleNarration' | 'toggleFullscreen' | 'nextDifference' | 'toggleHelp';

/** The sheets the top bar opens: help and shortcuts, the transcript, the embed snippet. */
export const sheets = {
  close: 'Close',
  /** A sheet's body while its code arrives (the first time a sheet opens). */
  loading: 'Loading…',
  help: {
    title: 'Keyboard shortcuts and help',
    shortcuts: 'Keyboard shortcuts',
    keys: 'Keys',
    what: 'What they do',
    /** Between two keys that do the same: "Space or K". */
    or: ' or ',
    /**
     * Every key the player answers to (`ui/keymap.ts`), as the sheet lists them: `keys` named as on the
     * keyboard, then the single keys of `commands` as the learner set them; the speeds run from `slowest` to `fastest`.
     */
    table: (slowest: number, fastest: number): { keys: string[]; commands?: KeyCommand[]; what: string }[] => [
      { keys: ['Space'], commands: ['togglePlay'], what: 'Play or pause' },
      { keys: ['←', '→'], what: 'Step back or forward one beat' },
      { keys: ['Shift + ←', 'Shift + →'], what: 'Previous or next chapter' },
      { keys: ['Home', 'End'], what: 'First or last beat of the chapter' },
      { keys: [], commands: ['slower', 'faster'], what: `Slower or faster (${formatNumber(slowest, 2)}× to ${formatNumber(fastest, 2)}×)` },
      { keys: [], commands: ['toggleCaptions'], what: 'Captions on or off' },
      { keys: [], commands: ['toggleNarration'], what: 'Narration on or off' },
      { keys: [], commands: ['toggleFullscreen'], what: 'Fullscreen' },
      { keys: [], commands: ['nextDifference'], what: 'Comparing two runs: next difference; with Shift, the previous one' },
      { keys: [], commands: ['toggleHelp'], what: 'This help' },
    ],
    focus: 'The keys work while the focus is anywhere in the player.',
    /** The learner's own single-key shortcuts (WCAG 2.1.4). */
    settings: {
      title: 'Single-key shortcuts',
      on: 'Space, letters and symbols are shortcuts',
      off: 'Single-key shortcuts are off. The arrows, Home and End still step, and every control is a button.',
      /** Each command on a single key, as its key's field is named. */
      names: {
        togglePlay: 'Play or pause',
        slower: 'Slower',
        faster: 'Faster',
        toggleCaptions: 'Captions on or off',
        toggleNarration: 'Narration on or off',
        toggleFullscreen: 'Fullscreen',
        nextDifference: 'Comparing two runs: next difference (with Shift, the previous one)',
        toggleHelp: 'This help',
      } satisfies Record<KeyCommand, string>,
      keyFor: (what: string) => `Key for ${what}`,
      notAKey: 'A shortcut is one visible character.',
      taken: (key: string, what: string) => `${key} is already the key for ${what}.`,
      set: (what: string, key: string) => `${what} is now ${key}.`,
      reset: 'Put every key back',
      kept: 'Kept in this browser for your next visit.',
    },
    picture: 'Reading the picture',
    pictureNotes: [
      'Each scene runs a real idempotency store on SQLite in this page. The tables show what its SELECT read back after each beat; highlighted cells changed at that beat.',
      'The ticket is the Idempotency-Key, the hook is its row, the coat is the saved response. An attendant still holding the coat means the row is in_flight.',
      'A message that falls out of the network was lost. A worker lying on its side crashed; a blue one with a clock is paused.',
      'The decision tree lights the path the last call of run() took.',
    ],
  },
  transcript: {
    title: 'Transcript',
    downloadCaptions: 'Download captions (WebVTT)',
    downloadChapters: 'Download chapters (WebVTT)',
    runningAll: 'Running every chapter’s scene…',
    running: 'Running its scene…',
  },
  embed: {
    button: 'Embed',
    title: 'Embed this chapter',
    /** The embedded player's frame, as a screen reader names it on the course page. */
    frameTitle: 'Cloakroom: idempotency keys, explained with a real store',
    /** The sheet's title when the chapter on screen has none. */
    untitled: 'Cloakroom',
    intro: 'One iframe puts this chapter, with the story and settings on screen now, into any course page. EMBEDDING.md lists the messages it sends and takes.',
    snippet: 'Embed snippet',
    poster: 'Poster snippet, for a page with many embeds (nothing loads until Play is pressed)',
    copyAgain: 'Copy again',
    copied: 'Copied to the clipboard. Paste it into your course page.',
    copyByHand: 'Select the snippet and copy it: this browser keeps the clipboard closed here.',
  },
};
