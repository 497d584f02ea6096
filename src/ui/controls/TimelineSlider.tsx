import { useShallow } from 'zustand/react/shallow';
import { chapterInfo } from '../../narration/chapters';
import { words } from '../../narration/words';
import { selectBeatCount, selectChapterPlace, selectCursor, selectMarks } from '../../player/selectors';
import { usePlayer, usePlayerActions } from '../playerContext';
import { TimelineTrack } from './TimelineTrack';

/**
 * The slider named "Timeline" over the current chapter's beats (from 0). Its value text tells a
 * screen reader the chapter and the beat; the beat's caption is announced once the learner stops.
 * In a scene of the learner's own, the beats they acted at are marked.
 */
export function TimelineSlider() {
  const cursor = usePlayer(selectCursor);
  const count = usePlayer(selectBeatCount);
  const chapter = usePlayer(useShallow(selectChapterPlace));
  const { seek } = usePlayerActions();
  const marks = usePlayer(selectMarks);
  const mark = marks?.includes(cursor) ? ` ${words.sandbox.markHere}` : '';
  const valueText = count === 0 ? words.player.timelineLoading : words.player.timelineAt(chapter.number, chapterInfo(chapter.chapter).title, cursor + 1, count) + mark;
  return <TimelineTrack value={cursor} count={count} valueText={valueText} marks={marks?.map((at) => ({ at, kind: 'action' as const }))} onSeek={seek} />;
}
