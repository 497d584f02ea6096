import { formatNumber } from '../format';

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
    /** Every key the player answers to (`ui/keymap.ts`), as the sheet lists them; the speeds run from `slowest` to `fastest`. */
    table: (slowest: number, fastest: number) => [
      { keys: ['Space', 'K'], what: 'Play or pause' },
      { keys: ['←', '→'], what: 'Step back or forward one beat' },
      { keys: ['Shift + ←', 'Shift + →'], what: 'Previous or next chapter' },
      { keys: ['Home', 'End'], what: 'First or last beat of the chapter' },
      { keys: ['<', '>'], what: `Slower or faster (${formatNumber(slowest, 2)}× to ${formatNumber(fastest, 2)}×)` },
      { keys: ['C'], what: 'Captions on or off' },
      { keys: ['N'], what: 'Narration on or off' },
      { keys: ['F'], what: 'Fullscreen' },
      { keys: ['D', 'Shift + D'], what: 'Comparing two runs: next or previous difference' },
      { keys: ['?'], what: 'This help' },
    ],
    focus: 'The keys work while the focus is anywhere in the player.',
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
