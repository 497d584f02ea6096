import { useShallow } from 'zustand/react/shallow';
import { chapterInfo } from '../../narration/chapters';
import { selectBeatCount, selectChapterPlace, selectCursor } from '../../player/selectors';
import { usePlayer } from '../playerContext';
import { words } from '../../narration/words';

/** Stands in for the beat count until the chapter's scene is built: a count as wide as most chapters' (two digits). */
const PENDING_COUNT = 10;

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

/**
 * "Beat 3 of 12": the one part of the heading a seek changes, so the only one it draws again. It holds
 * its place, unseen, until the scene is built: arriving later it would push everything below it down
 * a line, a Retry under the pointer among them.
 */
function BeatPosition() {
  const cursor = usePlayer(selectCursor);
  const beats = usePlayer(selectBeatCount);
  return (
    <p className="beat-position" aria-hidden={beats === 0 || undefined}>
      {words.player.beatOf(cursor + 1, beats > 0 ? beats : PENDING_COUNT)}
    </p>
  );
}
