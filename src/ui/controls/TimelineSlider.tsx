import type { ChangeEvent } from 'react';
import { chapterInfo } from '../../narration/chapters';
import { selectBeatCount, selectChapterPlace, selectCursor, selectMarks } from '../../player/selectors';
import { usePlayer, usePlayerActions } from '../playerContext';
import { useShallow } from 'zustand/react/shallow';
import { words } from '../../narration/words';

/**
 * The slider named "Timeline" over the current chapter's beats (from 0). Its value text tells a
 * screen reader the chapter and the beat; the beat's caption is announced once the learner stops.
 */
export function TimelineSlider() {
  const cursor = usePlayer(selectCursor);
  const count = usePlayer(selectBeatCount);
  const chapter = usePlayer(useShallow(selectChapterPlace));
  const { seek } = usePlayerActions();
  const last = Math.max(0, count - 1);
  const marks = usePlayer(selectMarks);
  const mark = marks?.includes(cursor) ? ` ${words.sandbox.markHere}` : '';
  const valueText = count === 0 ? words.player.timelineLoading : words.player.timelineAt(chapter.number, chapterInfo(chapter.chapter).title, cursor + 1, count) + mark;
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
