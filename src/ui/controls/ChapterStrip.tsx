import { memo } from 'react';
import type { ChapterId } from '../../core/trace';
import { chapterInfo } from '../../narration/chapters';
import type { PlayerState } from '../../player/playerState';
import { selectChapter, selectChapters, selectCursor } from '../../player/selectors';
import { beatsIn } from '../../player/traceSlots';
import { usePlayer, usePlayerActions } from '../playerContext';
import { words } from '../../narration/words';
import { text } from '../../narration/parts';

/**
 * Every chapter as a segment, the current one filled up to the cursor and the ones before it full.
 * Each segment is a button that opens its chapter. A seek draws only the current segment's fill.
 */
export function ChapterStrip() {
  const chapters = usePlayer(selectChapters);
  const current = usePlayer(selectChapter);
  const currentIndex = chapters.indexOf(current);
  return (
    <nav className="chapter-strip" aria-label={words.player.chapters}>
      <ol>
        {chapters.map((chapter, index) => (
          <Segment key={chapter} chapter={chapter} index={index} place={index < currentIndex ? 'before' : index > currentIndex ? 'after' : 'current'} />
        ))}
      </ol>
    </nav>
  );
}

const Segment = memo(function Segment({ chapter, index, place }: { chapter: ChapterId; index: number; place: 'before' | 'current' | 'after' }) {
  const { goToChapter } = usePlayerActions();
  const title = chapterInfo(chapter).title;
  return (
    <li>
      <button type="button" aria-current={place === 'current' ? 'step' : undefined} onClick={() => goToChapter(chapter)} title={text(words.player.numbered(index + 1, title))}>
        <span className="segment" aria-hidden="true">
          {place === 'current' ? <CurrentFill /> : <span style={{ transform: `scaleX(${place === 'before' ? 1 : 0})` }} />}
        </span>
        <span className="segment-label">
          <span className="segment-number">{index + 1}</span>
          <span className="segment-title">{title}</span>
        </span>
      </button>
    </li>
  );
});

/** The beats of the current chapter's own scene (the strip shows chapters, not an extra scene playing over one). */
const selectChapterBeats = (s: PlayerState) => beatsIn(s.traces[s.chapter]);

/** The current chapter's bar, filled up to the cursor. Scaled, not sized: a seek repaints it without laying out the strip again. */
function CurrentFill() {
  const cursor = usePlayer(selectCursor);
  const beats = usePlayer(selectChapterBeats);
  return <span style={{ transform: `scaleX(${beats > 1 ? cursor / (beats - 1) : 0})` }} />;
}
