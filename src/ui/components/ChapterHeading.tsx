import { useShallow } from 'zustand/react/shallow';
import { selectBeatCount, selectChapterInfo, selectCursor } from '../../player/selectors';
import { usePlayer } from '../playerContext';
import { words } from '../../narration/words';

/** The chapter's number, title and one-line summary, and where in it the learner is. */
export function ChapterHeading() {
  const { info, number, count } = usePlayer(useShallow(selectChapterInfo));
  const cursor = usePlayer(selectCursor);
  const beats = usePlayer(selectBeatCount);
  return (
    <div className="chapter-heading">
      <h1>
        <span className="chapter-number">{words.player.chapterOf(number, count)}</span>
        <span className="chapter-title">{info.title}</span>
      </h1>
      {info.summary && <p className="chapter-summary">{info.summary}</p>}
      <p className="beat-position">{beats > 0 ? words.player.beatOf(cursor + 1, beats) : ''}</p>
    </div>
  );
}
