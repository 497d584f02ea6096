import { useShallow } from 'zustand/react/shallow';
import { chapterInfo } from '../../narration/chapters';
import { selectBeatCount, selectChapterPlace, selectCursor } from '../../player/selectors';
import { usePlayer } from '../playerContext';
import { words } from '../../narration/words';

/** The chapter's number, title and one-line summary, and where in it the learner is. */
export function ChapterHeading() {
  const { chapter, number, count } = usePlayer(useShallow(selectChapterPlace));
  const info = chapterInfo(chapter);
  return (
    <div className="chapter-heading">
      <h1>
        <span className="chapter-number">{words.player.chapterOf(number, count)}</span>
        <span className="chapter-title">{info.title}</span>
      </h1>
      {info.summary && <p className="chapter-summary">{info.summary}</p>}
      <BeatPosition />
    </div>
  );
}

/** "Beat 3 of 12": the one part of the heading a seek changes, so the only one it draws again. */
function BeatPosition() {
  const cursor = usePlayer(selectCursor);
  const beats = usePlayer(selectBeatCount);
  return <p className="beat-position">{beats > 0 ? words.player.beatOf(cursor + 1, beats) : ''}</p>;
}
