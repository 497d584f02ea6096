import { useShallow } from 'zustand/react/shallow';
import { selectBeatCount, selectChapterInfo, selectCursor } from '../../player/selectors';
import { usePlayer } from '../playerContext';
import { words } from '../../narration/words';

/** Stands in for the beat count until the chapter's scene is built: a count as wide as most chapters' (two digits). */
const PENDING_COUNT = 10;

/**
 * The chapter's number, title and one-line summary, and where in it the learner is. The beat line
 * holds its place, unseen, until the scene is built: arriving later it would push everything below
 * it down a line, a Retry under the pointer among them.
 */
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
      <p className="beat-position" aria-hidden={beats === 0 || undefined}>
        {words.player.beatOf(cursor + 1, beats > 0 ? beats : PENDING_COUNT)}
      </p>
    </div>
  );
}
