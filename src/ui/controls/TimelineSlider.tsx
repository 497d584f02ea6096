import type { ChangeEvent } from 'react';
import { captionOf } from '../../narration/captionOf';
import { chapterInfo } from '../../narration/chapters';
import { selectBeat, selectBeatCount, selectChapterPlace, selectCursor, selectMarks, selectStory } from '../../player/selectors';
import { usePlayer, usePlayerActions } from '../playerContext';
import { useShallow } from 'zustand/react/shallow';
import { words } from '../../narration/words';

/**
 * The slider named "Timeline" over the current chapter's beats (from 0). Its value text tells a
 * screen reader the chapter and what happens at that beat.
 */
export function TimelineSlider() {
  const cursor = usePlayer(selectCursor);
  const count = usePlayer(selectBeatCount);
  const beat = usePlayer(selectBeat);
  const story = usePlayer(selectStory);
  const chapter = usePlayer(useShallow(selectChapterPlace));
  const { seek } = usePlayerActions();
  const last = Math.max(0, count - 1);
  const marks = usePlayer(selectMarks);
  const what = beat ? captionOf(story, beat) : words.player.timelineLoading;
  const mark = marks?.includes(cursor) ? ` ${words.sandbox.markHere}` : '';
  const valueText = words.player.timelineAt(chapter.number, chapterInfo(chapter.chapter).title, cursor + 1, Math.max(count, 1), what) + mark;
  return (
    <div className="timeline">
      <label htmlFor="timeline" className="sr-only">
        {words.player.timeline}
      </label>
      <div className="timeline-track">
        <input
          id="timeline"
          type="range"
          min={0}
          max={last}
          step={1}
          value={Math.min(cursor, last)}
          disabled={count === 0}
          aria-valuetext={valueText}
          onChange={(e: ChangeEvent<HTMLInputElement>) => seek(Number(e.target.value))}
          style={{ '--fill': `${last === 0 ? 0 : (cursor / last) * 100}%` } as React.CSSProperties}
        />
        {/* The beats where the learner acted, in a scene of their own. */}
        {marks?.map((m) => (
          <span key={m} className="timeline-mark" aria-hidden="true" style={{ left: `${last === 0 ? 0 : (m / last) * 100}%` }} />
        ))}
      </div>
      <span className="beat-count" aria-hidden="true">
        {count === 0 ? '–' : words.player.beatCount(cursor + 1, count)}
      </span>
    </div>
  );
}
