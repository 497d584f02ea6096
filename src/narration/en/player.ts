import type { StoryId } from '../../core/trace';
import { formatNumber } from '../format';
import { parts } from '../parts';

/** The player's own words: the bar above the scene, the heading, the controls, the chapter strip. */
export const player = {
  brand: { name: 'Cloakroom', tag: 'idempotency keys on a real SQLite store, in your browser' },
  /** The story menu: which lesson's world the scenes run in. */
  story: 'Story',
  /** The language menu, and what its chunk is called when it fails to arrive. */
  language: 'Language',
  languageWords: 'The language’s words',
  stories: { payflow: 'PayFlow shop (POST /checkout)', library: 'Library (POST /loans)' } satisfies Record<StoryId, string>,
  chapter: 'Chapter',
  chapters: 'Chapters',
  /** A chapter as the menu, the strip and the transcript list it: "3. A ticket for the coat". */
  numbered: (number: number, title: string) => parts`${number}. ${title}`,
  chapterOf: (number: number, count: number) => parts`Chapter ${number} of ${count}`,
  beatOf: (beat: number, count: number) => `Beat ${beat} of ${count}`,
  transcript: 'Transcript',
  help: 'Help and keyboard shortcuts',
  theme: { light: 'Switch to light theme', dark: 'Switch to dark theme' },

  playback: 'Playback',
  play: 'Play',
  pause: 'Pause',
  previousChapter: 'Previous chapter',
  nextChapter: 'Next chapter',
  stepBack: 'Step back',
  stepForward: 'Step forward',
  restart: 'Restart chapter',
  fullscreen: 'Fullscreen',
  exitFullscreen: 'Exit fullscreen',
  speed: 'Speed',
  speedOption: (speed: number) => parts`${formatNumber(speed, 2)}×`,

  timeline: 'Timeline',
  /**
   * The Timeline's value text: where the learner is. What happens there is announced once the hand
   * rests (narration/description/announcer.ts), so a screen reader is not read every caption of a scrub.
   */
  timelineAt: (chapter: number, title: string, beat: number, count: number) => `Chapter ${chapter}, ${title}: beat ${beat} of ${count}.`,
  timelineLoading: 'loading',
  beatCount: (beat: number, count: number) => `${beat} / ${count}`,

  captions: 'Captions',
  /** The Captions button's title: with its key, while single-key shortcuts are on (`ui/shortcuts.ts`). */
  captionsKey: (key: string | undefined) => (key === undefined ? 'Captions' : `Captions (${key})`),
  captionsOff: (key: string | undefined) => (key === undefined ? 'Captions are off. The Captions button shows them.' : `Captions are off. Press ${key} to show them.`),
  narration: 'Narration',
  narrationKey: (key: string | undefined) => (key === undefined ? 'Narration' : `Narration (${key})`),
  narrationClickToStart: ' (click to start)',
  narrationWaits: 'Narration waits for a click (the browser’s autoplay rule)',
  narrationUnavailable: 'Narration unavailable',
  noVoice: 'This browser has no speech voice; captions carry the lesson.',
};
