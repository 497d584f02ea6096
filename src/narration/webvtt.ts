/**
 * WebVTT export: the captions of every beat, and the chapters as a chapters track, timed as the
 * player plays them at 1× without narration. Pure: the caller supplies the words and durations.
 */

/** One cue: from `start` to `end`, in ms. */
export interface Cue {
  id?: string;
  start: number;
  end: number;
  text: string;
}

/** A chapter as the exporter needs it: its title and, per beat, its caption and time on screen. */
export interface TimedChapter {
  id: string;
  title: string;
  beats: { text: string; durationMs: number }[];
}

/** `HH:MM:SS.mmm`, as WebVTT wants it. */
export function formatTimestamp(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const h = Math.floor(total / 3_600_000);
  const m = Math.floor(total / 60_000) % 60;
  const s = Math.floor(total / 1000) % 60;
  const milli = total % 1000;
  return `${pad(h, 2)}:${pad(m, 2)}:${pad(s, 2)}.${pad(milli, 3)}`;
}

/**
 * Cue text is not HTML, but WebVTT gives `&`, `<` and `>` meaning, and a blank line or `-->` would
 * end or break the cue; escape the first three and fold the rest away.
 */
export function escapeCueText(text: string): string {
  return text
    .replace(/-->/g, '→')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

/** A complete WebVTT file. */
export function toWebVTT(cues: readonly Cue[]): string {
  const blocks = cues.map((cue) => {
    const id = cue.id ? `${cue.id.replace(/-->|\n/g, ' ')}\n` : '';
    return `${id}${formatTimestamp(cue.start)} --> ${formatTimestamp(cue.end)}\n${escapeCueText(cue.text)}`;
  });
  return ['WEBVTT', ...blocks].join('\n\n') + '\n';
}

/** The captions track and the chapters track of a whole lesson, one chapter after another. */
export function lessonCues(chapters: readonly TimedChapter[]): { captions: Cue[]; chapters: Cue[] } {
  const captions: Cue[] = [];
  const chapterCues: Cue[] = [];
  let t = 0;
  for (const chapter of chapters) {
    const start = t;
    chapter.beats.forEach((beat, index) => {
      captions.push({ id: `${chapter.id}-${index}`, start: t, end: t + beat.durationMs, text: beat.text });
      t += beat.durationMs;
    });
    if (t > start) chapterCues.push({ id: chapter.id, start, end: t, text: chapter.title });
  }
  return { captions, chapters: chapterCues };
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}
