/**
 * The words for a beat, from the writers' caption data (`captionText`), and what the player derives
 * from them: how many words a learner reads (for a beat's time on screen).
 */
import type { Beat, CaptionRef, StoryId } from '../core/trace';
import { beatDuration } from '../player/playhead';
import { captionText } from './captionText';
import { perLanguage } from './language';
import { storyCaptions } from './storyCaptions';

/** Each caption's words once per story and language: a seek shows them twice (the caption, the Timeline's value text). */
const written = perLanguage<CaptionRef, Partial<Record<StoryId, string>>>();

/** The caption of `beat` in `story`, in the active language. */
export function captionOf(story: StoryId, beat: Pick<Beat, 'caption'>): string {
  // Before its story's captions are in (nothing shows a beat then: the builds wait for them), nothing is kept.
  if (!storyCaptions(story)) return captionText(story, beat.caption);
  const byStory = written.get(beat.caption) ?? written.set(beat.caption, {});
  return (byStory[story] ??= captionText(story, beat.caption));
}

/** Words in a sentence, for reading time. */
export function wordCount(text: string): number {
  const words = text.trim().split(/\s+/);
  return words[0] === '' ? 0 : words.length;
}

/** How long `beat` stays on screen at `speed`: its kind's time or the time to read its caption. */
export function onScreenMs(story: StoryId, beat: Pick<Beat, 'caption' | 'kind'>, speed: number): number {
  return beatDuration({ kind: beat.kind, words: wordCount(captionOf(story, beat)) }, speed);
}
